#include "CMicroHTTPD.h"

#include <arpa/inet.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/time.h>
#include <unistd.h>
#include <netinet/in.h>
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

struct MHD_Daemon *CMicroHTTPD_start(unsigned int flags, const char *host, uint16_t port,
                                     MHD_AccessHandlerCallback handler, void *handler_context,
                                     MHD_RequestCompletedCallback completed, void *completed_context,
                                     const CMicroHTTPD_LogTarget *log_target,
                                     const struct MHD_OptionItem *options, const char **error_out) {
    struct sockaddr_storage address;
    socklen_t length;
    if (make_address(host, port, &address, &length) != 0) {
        if (error_out) *error_out = "host is not an IPv4 or IPv6 address";
        return NULL;
    }
    if (address.ss_family == AF_INET6) flags |= MHD_USE_IPv6;
    struct MHD_Daemon *daemon = MHD_start_daemon(flags, port, NULL, NULL, handler, handler_context,
                                                 MHD_OPTION_EXTERNAL_LOGGER, log_trampoline, (void *)log_target,
                                                 MHD_OPTION_SOCK_ADDR, (const struct sockaddr *)&address,
                                                 MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
                                                 MHD_OPTION_UNESCAPE_CALLBACK, keep_escaped, NULL,
                                                 MHD_OPTION_ARRAY, options,
                                                 MHD_OPTION_END);
    if (daemon == NULL && error_out) *error_out = "libmicrohttpd could not start (address in use or bad option)";
    return daemon;
}

uint16_t CMicroHTTPD_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

struct header_count {
    const char *name;
    unsigned int count;
};

static enum MHD_Result count_header(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    (void)value;
    struct header_count *state = cls;
    if (key != NULL && strcasecmp(key, state->name) == 0) state->count++;
    return MHD_YES;
}

unsigned int CMicroHTTPD_header_count(struct MHD_Connection *connection, const char *name) {
    struct header_count state = {name, 0};
    MHD_get_connection_values(connection, MHD_HEADER_KIND, count_header, &state);
    return state.count;
}

static enum MHD_Result find_malformed_name(void *cls, enum MHD_ValueKind kind, const char *key, const char *value) {
    (void)kind;
    (void)value;
    int *found = cls;
    if (key != NULL && (key[0] == '\0' || strpbrk(key, " \t") != NULL)) {
        *found = 1;
        return MHD_NO;
    }
    return MHD_YES;
}

int CMicroHTTPD_has_malformed_header_name(struct MHD_Connection *connection) {
    int found = 0;
    MHD_get_connection_values(connection, MHD_HEADER_KIND, find_malformed_name, &found);
    return found;
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
