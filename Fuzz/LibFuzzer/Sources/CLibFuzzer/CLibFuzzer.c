// Nothing to compile: the declarations in include/CLibFuzzer.h are libFuzzer's own.
#include "CLibFuzzer.h"
