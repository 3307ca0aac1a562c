// Shim for libmicrohttpd: its start call is variadic, which Swift cannot call, so the daemon is
// started here with the few options Tumble's listeners use.
#ifndef TUMBLE_CMICROHTTPD_SHIM_H
#define TUMBLE_CMICROHTTPD_SHIM_H

#include <stdarg.h>
#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <ifaddrs.h>
#include <net/if.h>
#include <microhttpd.h>

// Starts a daemon with its own polling thread on `address` (any IPv4 address when NULL) and
// `port`, that calls `handler` for each request and `completed` when one ends, both with
// `context`. Connections idle for `timeout` seconds are closed; at most `limit` connections at
// once, `perAddress` of them from one address. NULL when the port cannot be opened.
static inline struct MHD_Daemon *tumble_mhd_start(
    const struct sockaddr_in *address, uint16_t port, MHD_AccessHandlerCallback handler,
    MHD_RequestCompletedCallback completed, void *context, unsigned int timeout, unsigned int limit,
    unsigned int perAddress) {
  struct MHD_OptionItem options[] = {
      {MHD_OPTION_NOTIFY_COMPLETED, (intptr_t)completed, context},
      {MHD_OPTION_CONNECTION_TIMEOUT, (intptr_t)timeout, NULL},
      {MHD_OPTION_CONNECTION_LIMIT, (intptr_t)limit, NULL},
      {MHD_OPTION_PER_IP_CONNECTION_LIMIT, (intptr_t)perAddress, NULL},
      {address ? MHD_OPTION_SOCK_ADDR : MHD_OPTION_END, 0, (void *)address},
      {MHD_OPTION_END, 0, NULL},
  };
  return MHD_start_daemon(
      MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL, NULL, handler, context,
      MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

// The port `daemon` listens on (the one the kernel chose when it was started on port 0).
static inline uint16_t tumble_mhd_port(struct MHD_Daemon *daemon) {
  const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
  return info ? info->port : 0;
}

#endif
