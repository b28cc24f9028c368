#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H

#include <stdint.h>
#include <stddef.h>
#include <sys/types.h>
#include <stdarg.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Receives libmicrohttpd's own error messages, already formatted (libmicrohttpd hands out a `va_list`,
/// which Swift cannot format safely).
typedef void (*CMicroHTTPD_LogSink)(void *context, const char *message);

/// Where one daemon's libmicrohttpd messages go. Owned by the caller; it must outlive the daemon.
typedef struct {
    CMicroHTTPD_LogSink sink;
    void *context;
} CMicroHTTPD_LogTarget;

/// A libmicrohttpd daemon with orientd's head deadline: a watchdog thread that closes connections which have not
/// sent a complete request head within `head_timeout_seconds` of connecting or of their last answer (libmicrohttpd
/// 0.9.75 bounds only inactivity, so a client dripping a header byte a second held a connection forever).
typedef struct CMicroHTTPD_Daemon CMicroHTTPD_Daemon;

/// Starts a daemon bound to `host` (an IPv4 or IPv6 literal) and `port` (0 = any free port).
///
/// `MHD_start_daemon` is variadic and is not imported into Swift; this fixed-arity wrapper passes the options
/// through `MHD_OPTION_ARRAY` (the array must end with an `MHD_OPTION_END` item). The external logger is
/// installed first, as microhttpd.h asks. Returns NULL when the host is not an IP literal or the daemon
/// cannot start (port in use, bad options); `*error_out` then holds a short reason. `completed` is registered as
/// `MHD_OPTION_NOTIFY_COMPLETED` (two pointer arguments, awkward to pass through the option array from Swift).
/// `head_timeout_seconds` 0 turns the head deadline off. `release_connection_state` is called with a connection's
/// state (`CMicroHTTPD_connection_state`) when libmicrohttpd closes it, if one was set.
CMicroHTTPD_Daemon *CMicroHTTPD_start(unsigned int flags,
                                      const char *host,
                                      uint16_t port,
                                      MHD_AccessHandlerCallback handler,
                                      void *handler_context,
                                      MHD_RequestCompletedCallback completed,
                                      void *completed_context,
                                      unsigned int head_timeout_seconds,
                                      void (*release_connection_state)(void *state),
                                      const CMicroHTTPD_LogTarget *log_target,
                                      const struct MHD_OptionItem *options,
                                      const char **error_out);

/// The libmicrohttpd daemon.
struct MHD_Daemon *CMicroHTTPD_mhd(CMicroHTTPD_Daemon *daemon);

/// Where the handler may keep state of its own for the life of a connection (NULL until it does), handed to
/// `release_connection_state` when the connection closes. NULL if the connection was not registered. Only the
/// connection's own thread may use it.
void **CMicroHTTPD_connection_state(struct MHD_Connection *connection);

/// How many connections the head deadline has closed so far.
unsigned long CMicroHTTPD_heads_timed_out(CMicroHTTPD_Daemon *daemon);

/// The drain: from now on every new connection is closed as soon as it is accepted; connections already open
/// go on. Safe from any thread (an atomic flag; see shim.c for why this replaces MHD_quiesce_daemon).
void CMicroHTTPD_refuse_connections(CMicroHTTPD_Daemon *daemon);

/// Stops the watchdog, then libmicrohttpd (`MHD_stop_daemon`), and frees the daemon.
void CMicroHTTPD_stop(CMicroHTTPD_Daemon *daemon);

/// The port the daemon is bound to (`MHD_get_daemon_info` is variadic). 0 if unknown.
uint16_t CMicroHTTPD_bound_port(struct MHD_Daemon *daemon);

/// What the framing checks need to know of a request head, gathered in one walk over its headers.
struct CMicroHTTPD_HeadFacts {
    /// How many headers named Host, Content-Length and Transfer-Encoding (case-insensitive). Duplicate
    /// Content-Length headers are refused because libmicrohttpd 0.9.75 does not (request smuggling).
    unsigned int hosts;
    unsigned int contentLengths;
    unsigned int transferEncodings;
    /// 1 when a header's name is empty or holds a space or a tab (`Content-Length : 11`: RFC 9112 §5.1 says 400, and
    /// libmicrohttpd 0.9.75 keeps such a header under the name with the space, so the body would be read as the
    /// next request), else 0.
    int malformedName;
};

void CMicroHTTPD_head_facts(struct MHD_Connection *connection, struct CMicroHTTPD_HeadFacts *facts);

/// `GET path` on host:port over HTTP/1.0 and returns the status code, or -1 when there is no answer within
/// `timeout_ms`. For `orientd healthcheck` (slim container images have no curl).
int CMicroHTTPD_probe(const char *host, uint16_t port, const char *path, int timeout_ms);

#endif
