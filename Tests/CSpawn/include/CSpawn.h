#ifndef CSPAWN_H
#define CSPAWN_H

#include <spawn.h>

/// Adds a spawn action that closes every descriptor from `lowest` up (glibc's
/// posix_spawn_file_actions_addclosefrom_np, which Swift sees only with _GNU_SOURCE).
int cspawn_close_from(posix_spawn_file_actions_t *actions, int lowest);

#endif
