#include "CMicroHTTPD.h"

#include <arpa/inet.h>
#include <errno.h>
#include <poll.h>
#include <stdatomic.h>
#include <pthread.h>
#include <time.h>
#include <stdlib.h>
#include <sys/time.h>
#include <unistd.h>
#include <netinet/in.h>

/* Older macOS SDKs lack MSG_NOSIGNAL (recent ones define it); built with one of those, the health check's request to
 * a server that has closed the connection may raise SIGPIPE. */
#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0
#endif
#include <stdio.h>
#include <string.h>
#include <strings.h>

/* host (an IPv4 or IPv6 literal) and port as a socket address; 0 on success, -1 when host is not a literal. */
static int make_address(const char *host, uint16_t port, struct sockaddr_storage *storage, socklen_t *length) {
    memset(storage, 0, sizeof *storage);
    struct sockaddr_in *v4 = (struct sockaddr_in *)storage;
    struct sockaddr_in6 *v6 = (struct sockaddr_in6 *)storage;
    if (inet_pton(AF_INET, host, &v4->sin_addr) == 1) {
        v4->sin_family = AF_INET;
        v4->sin_port = htons(port);
        *length = sizeof *v4;
        return 0;
    }
    if (inet_pton(AF_INET6, host, &v6->sin6_addr) == 1) {
        v6->sin6_family = AF_INET6;
        v6->sin6_port = htons(port);
        *length = sizeof *v6;
        return 0;
    }
    return -1;
}

static void log_trampoline(void *cls, const char *format, va_list ap) {
    const CMicroHTTPD_LogTarget *target = cls;
    if (target == NULL || target->sink == NULL) return;
    char buffer[512];
    vsnprintf(buffer, sizeof buffer, format, ap);
    size_t length = strlen(buffer);
    while (length > 0 && (buffer[length - 1] == '\n' || buffer[length - 1] == '\r')) buffer[--length] = '\0';
    target->sink(target->context, buffer);
}

/* Leaves the request target as the client sent it: no %HH decoding, so that `/resolve%00.json` or `/healthz%3F`
   cannot reach a route by decoding into it (MHD has already cut the query at the first '?'). */
static size_t keep_escaped(void *cls, struct MHD_Connection *connection, char *s) {
    (void)cls;
    (void)connection;
    return strlen(s);
}

/* The head deadline (see CMicroHTTPD.h). One entry per open connection, in a list the watchdog thread walks. */
struct head_entry {
    MHD_socket fd;
    struct timespec waiting_since; /* when the connection started, or its last answer was sent */
    int awaiting_head;             /* no complete request head since then */
    int shut;
    void *state;                   /* the handler's, for the connection's life (CMicroHTTPD_connection_state) */
    struct head_entry *previous, *next;
};

struct CMicroHTTPD_Daemon {
    struct MHD_Daemon *mhd;
    MHD_AccessHandlerCallback handler;
    void *handler_context;
    MHD_RequestCompletedCallback completed;
    void *completed_context;
    unsigned int head_timeout_seconds;
    void (*release_connection_state)(void *state);
    pthread_mutex_t lock;
    pthread_cond_t wake;
    int stopping;
    int has_watchdog;
    pthread_t watchdog;
    struct head_entry *entries;
    unsigned long heads_timed_out;
    atomic_int refusing; /* the drain has begun: every new connection is closed as soon as it is accepted */
};

static double seconds_since(const struct timespec *start) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)(now.tv_sec - start->tv_sec) + (double)(now.tv_nsec - start->tv_nsec) / 1e9;
}

static struct head_entry *entry_of(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : (struct head_entry *)info->socket_context;
}

/* Connections are registered when libmicrohttpd accepts them and removed when it closes them.
   Why the watchdog's shutdown() can never hit a descriptor that has been closed and reused (reviewed for issue 25
   on 0.9.75 and 1.0.1):
   - libmicrohttpd calls NOTIFY_CLOSED before it closes the socket on every path that closes an accepted
     connection: the normal cleanup (0.9.75 daemon.c 3799-3837: notify, then epoll_ctl DEL, then
     MHD_socket_close_chk_; 1.0.1 4076-4121, the same order), and the failure path after NOTIFY_STARTED in
     new_connection_process_ (0.9.75 2897-2927; 1.0.1 3014-3044: notify, then close). MHD_stop_daemon closes the
     remaining connections through the same cleanup. No path closes a notified connection's socket without CLOSED.
   - The CLOSED handler below takes the entry out of the list under daemon->lock, and the watchdog only reads the
     list and calls shutdown() under that lock. So a shutdown() either happens before the entry is removed, hence
     before libmicrohttpd's close() of that fd (which follows the notification in the same thread), or it does
     not happen at all: the descriptor number cannot have been reused by then, because it is still open.
   - shutdown() does not close or free the descriptor; libmicrohttpd then sees the socket fail and cleans up as usual.
   - CMicroHTTPD_stop joins the watchdog before MHD_stop_daemon, so no shutdown() runs during or after the stop. */
static void connection_notify(void *cls, struct MHD_Connection *connection, void **socket_context,
                              enum MHD_ConnectionNotificationCode code) {
    struct CMicroHTTPD_Daemon *daemon = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        struct head_entry *entry = calloc(1, sizeof *entry);
        if (entry == NULL) return;
        const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
        entry->fd = info == NULL ? MHD_INVALID_SOCKET : info->connect_fd;
        clock_gettime(CLOCK_MONOTONIC, &entry->waiting_since);
        entry->awaiting_head = 1;
        pthread_mutex_lock(&daemon->lock);
        entry->next = daemon->entries;
        if (daemon->entries != NULL) daemon->entries->previous = entry;
        daemon->entries = entry;
        pthread_mutex_unlock(&daemon->lock);
        *socket_context = entry;
    } else if (code == MHD_CONNECTION_NOTIFY_CLOSED) {
        struct head_entry *entry = *socket_context;
        if (entry == NULL) return;
        pthread_mutex_lock(&daemon->lock);
        if (entry->previous != NULL) entry->previous->next = entry->next; else daemon->entries = entry->next;
        if (entry->next != NULL) entry->next->previous = entry->previous;
        pthread_mutex_unlock(&daemon->lock);
        if (entry->state != NULL && daemon->release_connection_state != NULL) daemon->release_connection_state(entry->state);
        free(entry);
        *socket_context = NULL;
    }
}

void **CMicroHTTPD_connection_state(struct MHD_Connection *connection) {
    struct head_entry *entry = entry_of(connection);
    return entry == NULL ? NULL : &entry->state;
}

/* The drain (CMicroHTTPD_refuse_connections). libmicrohttpd calls this in the thread that accepted the
   connection, right after accept(); on MHD_NO it closes the socket at once (0.9.75 daemon.c 2479-2490, 1.0.1
   2573-2585), so a client that connects during the drain sees its connection closed, never left waiting. */
static enum MHD_Result accept_policy(void *cls, const struct sockaddr *address, socklen_t length) {
    (void)address;
    (void)length;
    struct CMicroHTTPD_Daemon *daemon = cls;
    return atomic_load_explicit(&daemon->refusing, memory_order_acquire) ? MHD_NO : MHD_YES;
}

/* Why the drain does not call MHD_quiesce_daemon. With a thread pool and MHD_USE_EPOLL, MHD_quiesce_daemon runs in
   the caller's thread and takes the listen socket out of every worker's epoll set (EPOLL_CTL_DEL), calling
   MHD_PANIC when that fails (0.9.75 daemon.c 5518-5533; 1.0.1 6171-6186, the same). Each worker's own MHD_epoll
   also takes it out, of its own set, whenever it is at its connection limit or sees was_quiesced (0.9.75
   4931-4942 and 4965-4978; 1.0.1 5548-5558 and 5581-5592), and puts it back when below the limit. The flag both
   read, listen_socket_in_epoll, is a plain bool: the caller and a worker can both see it set, both delete, and
   the loser gets ENOENT; the worker's limit branch and the quiesce loop both panic on it. A worker at its limit
   toggles the socket in and out all the time, so under load a stop aborted the process (DrainTests: a few to
   thirty cycles).
   The drain here never touches a worker's epoll set from another thread: refusing new connections is a flag the
   accept policy reads; the listen socket stays where it is until MHD_stop_daemon, which only sets each worker's
   shutdown flag, wakes it through its ITC, joins it (each worker closes its own connections and epoll fd) and
   closes the listen socket after every worker is gone (0.9.75 7653-7790, 1.0.1 9268-9411). */
void CMicroHTTPD_refuse_connections(CMicroHTTPD_Daemon *daemon) {
    atomic_store_explicit(&daemon->refusing, 1, memory_order_release);
}

/* The first call for a request comes once its head is complete: the deadline no longer applies to it. */
static enum MHD_Result access_trampoline(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                                         const char *version, const char *upload_data, size_t *upload_data_size,
                                         void **request_context) {
    struct CMicroHTTPD_Daemon *daemon = cls;
    if (*request_context == NULL && daemon->head_timeout_seconds > 0) {
        struct head_entry *entry = entry_of(connection);
        if (entry != NULL) {
            pthread_mutex_lock(&daemon->lock);
            entry->awaiting_head = 0;
            pthread_mutex_unlock(&daemon->lock);
        }
    }
    return daemon->handler(daemon->handler_context, connection, url, method, version, upload_data, upload_data_size,
                           request_context);
}

/* After an answer, a kept-alive connection waits for its next head: the deadline starts again. */
static void completed_trampoline(void *cls, struct MHD_Connection *connection, void **request_context,
                                 enum MHD_RequestTerminationCode code) {
    struct CMicroHTTPD_Daemon *daemon = cls;
    if (daemon->head_timeout_seconds > 0) {
        struct head_entry *entry = entry_of(connection);
        if (entry != NULL) {
            pthread_mutex_lock(&daemon->lock);
            entry->awaiting_head = 1;
            clock_gettime(CLOCK_MONOTONIC, &entry->waiting_since);
            pthread_mutex_unlock(&daemon->lock);
        }
    }
    daemon->completed(daemon->completed_context, connection, request_context, code);
}

/* Once a second: shut down (both ways) every connection that has waited longer than the deadline for a complete
   head; libmicrohttpd then sees the socket fail and closes the connection as usual. */
static void *watchdog(void *cls) {
    struct CMicroHTTPD_Daemon *daemon = cls;
    pthread_mutex_lock(&daemon->lock);
    while (!daemon->stopping) {
        struct timespec until;
        clock_gettime(CLOCK_REALTIME, &until);
        until.tv_sec += 1;
        pthread_cond_timedwait(&daemon->wake, &daemon->lock, &until);
        if (daemon->stopping) break;
        for (struct head_entry *entry = daemon->entries; entry != NULL; entry = entry->next) {
            if (entry->awaiting_head && !entry->shut && entry->fd != MHD_INVALID_SOCKET &&
                seconds_since(&entry->waiting_since) > (double)daemon->head_timeout_seconds) {
                shutdown(entry->fd, SHUT_RDWR);
                entry->shut = 1;
                daemon->heads_timed_out++;
            }
        }
    }
    pthread_mutex_unlock(&daemon->lock);
    return NULL;
}

CMicroHTTPD_Daemon *CMicroHTTPD_start(unsigned int flags, const char *host, uint16_t port,
                                      MHD_AccessHandlerCallback handler, void *handler_context,
                                      MHD_RequestCompletedCallback completed, void *completed_context,
                                      unsigned int head_timeout_seconds,
                                      void (*release_connection_state)(void *state),
                                      const CMicroHTTPD_LogTarget *log_target,
                                      const struct MHD_OptionItem *options, const char **error_out) {
    struct sockaddr_storage address;
    socklen_t length;
    if (make_address(host, port, &address, &length) != 0) {
        if (error_out) *error_out = "host is not an IPv4 or IPv6 address";
        return NULL;
    }
    if (address.ss_family == AF_INET6) flags |= MHD_USE_IPv6;
    struct CMicroHTTPD_Daemon *daemon = calloc(1, sizeof *daemon);
    if (daemon == NULL) {
        if (error_out) *error_out = "out of memory";
        return NULL;
    }
    daemon->handler = handler;
    daemon->handler_context = handler_context;
    daemon->completed = completed;
    daemon->completed_context = completed_context;
    daemon->head_timeout_seconds = head_timeout_seconds;
    daemon->release_connection_state = release_connection_state;
    pthread_mutex_init(&daemon->lock, NULL);
    pthread_cond_init(&daemon->wake, NULL);
    daemon->mhd = MHD_start_daemon(flags, port, accept_policy, daemon, access_trampoline, daemon,
                                   MHD_OPTION_EXTERNAL_LOGGER, log_trampoline, (void *)log_target,
                                   MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)&address,
                                   MHD_OPTION_NOTIFY_COMPLETED, completed_trampoline, daemon,
                                   MHD_OPTION_NOTIFY_CONNECTION, connection_notify, daemon,
                                   MHD_OPTION_UNESCAPE_CALLBACK, keep_escaped, NULL,
                                   MHD_OPTION_ARRAY, options,
                                   MHD_OPTION_END);
    if (daemon->mhd == NULL) {
        if (error_out) *error_out = "libmicrohttpd could not start (address in use or bad option)";
        pthread_cond_destroy(&daemon->wake);
        pthread_mutex_destroy(&daemon->lock);
        free(daemon);
        return NULL;
    }
    if (head_timeout_seconds > 0) {
        daemon->has_watchdog = pthread_create(&daemon->watchdog, NULL, watchdog, daemon) == 0;
    }
    return daemon;
}

struct MHD_Daemon *CMicroHTTPD_mhd(CMicroHTTPD_Daemon *daemon) { return daemon->mhd; }

unsigned long CMicroHTTPD_heads_timed_out(CMicroHTTPD_Daemon *daemon) {
    pthread_mutex_lock(&daemon->lock);
    unsigned long count = daemon->heads_timed_out;
    pthread_mutex_unlock(&daemon->lock);
    return count;
}

void CMicroHTTPD_stop(CMicroHTTPD_Daemon *daemon) {
    if (daemon->has_watchdog) {
        pthread_mutex_lock(&daemon->lock);
        daemon->stopping = 1;
        pthread_cond_signal(&daemon->wake);
        pthread_mutex_unlock(&daemon->lock);
        pthread_join(daemon->watchdog, NULL);
    }
    MHD_stop_daemon(daemon->mhd);
    pthread_cond_destroy(&daemon->wake);
    pthread_mutex_destroy(&daemon->lock);
    free(daemon);
}

uint16_t CMicroHTTPD_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

static enum MHD_Result note_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    (void)value;
    struct CMicroHTTPD_HeadFacts *facts = cls;
    if (key == NULL) return MHD_YES;
    if (key[0] == '\0' || strpbrk(key, " \t") != NULL) facts->malformedName = 1;
    else if (strcasecmp(key, "Host") == 0) facts->hosts++;
    else if (strcasecmp(key, "Content-Length") == 0) facts->contentLengths++;
    else if (strcasecmp(key, "Transfer-Encoding") == 0) facts->transferEncodings++;
    return MHD_YES;
}

void CMicroHTTPD_head_facts(struct MHD_Connection *connection, struct CMicroHTTPD_HeadFacts *facts) {
    memset(facts, 0, sizeof *facts);
    MHD_get_connection_values(connection, MHD_HEADER_KIND, note_header, facts);
}

int CMicroHTTPD_probe(const char *host, uint16_t port, const char *path, int timeout_ms) {
    struct sockaddr_storage address;
    socklen_t length;
    if (make_address(host, port, &address, &length) != 0) return -1;
    int fd = socket(address.ss_family, SOCK_STREAM, 0);
    if (fd < 0) return -1;
    struct timeval timeout = {timeout_ms / 1000, (timeout_ms % 1000) * 1000};
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    int status = -1;
    if (connect(fd, (const struct sockaddr *)&address, length) == 0) {
        char request[512];
        int n = snprintf(request, sizeof request, "GET %s HTTP/1.0\r\nHost: %s\r\n\r\n", path, host);
        if (n > 0 && (size_t)n < sizeof request && send(fd, request, (size_t)n, MSG_NOSIGNAL) == n) {
            char response[64];
            ssize_t received = recv(fd, response, sizeof response - 1, 0);
            if (received > 12) {
                response[received] = '\0';
                if (strncmp(response, "HTTP/1.", 7) == 0) status = atoi(response + 9);
            }
        }
    }
    close(fd);
    return status;
}
