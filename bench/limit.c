/* The "bare libmicrohttpd" limit orientd is compared with: same daemon mode (internal polling thread, poll,
   thread pool), reads the POST body, answers a fixed 400-byte JSON body. No parsing, no work.
   With a third argument SIZE it answers SIZE bytes built per request (allocated, written, handed to libmicrohttpd
   to free), as orientd builds its answer: the limit for bytes on the wire of orientd's own answer size.
   Build: cc -O2 -o limit limit.c -lmicrohttpd; run: ./limit PORT THREADS [SIZE] */
#include <microhttpd.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char answer[401];
static size_t built_size = 0;

static enum MHD_Result handler(void *cls, struct MHD_Connection *connection, const char *url, const char *method,
                               const char *version, const char *upload_data, size_t *upload_data_size, void **state) {
    (void)cls; (void)url; (void)method; (void)version; (void)upload_data;
    if (*state == NULL) { *state = (void *)1; return MHD_YES; }
    if (*upload_data_size > 0) { *upload_data_size = 0; return MHD_YES; }
    struct MHD_Response *response;
    if (built_size > 0) {
        char *body = malloc(built_size);
        if (body == NULL) return MHD_NO;
        memset(body, ' ', built_size);
        memcpy(body, answer, 63);
        body[built_size - 1] = '}';
        response = MHD_create_response_from_buffer(built_size, body, MHD_RESPMEM_MUST_FREE);
    } else {
        response = MHD_create_response_from_buffer(400, answer, MHD_RESPMEM_PERSISTENT);
    }
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result result = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return result;
}

int main(int argc, char **argv) {
    unsigned short port = argc > 1 ? (unsigned short)atoi(argv[1]) : 8090;
    unsigned int threads = argc > 2 ? (unsigned int)atoi(argv[2]) : 2;
    built_size = argc > 3 ? (size_t)atol(argv[3]) : 0;
    if (built_size > 0 && built_size < 64) built_size = 64;
    memset(answer, ' ', 400);
    memcpy(answer, "{\"outcome\":\"orientation\",\"orientation\":{\"name\":\"landscapeRight\"}", 63);
    answer[398] = '}';
    answer[0] = '{';
    struct MHD_Daemon *daemon = MHD_start_daemon(MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_POLL, port, NULL, NULL,
                                                 handler, NULL, MHD_OPTION_THREAD_POOL_SIZE, threads,
                                                 MHD_OPTION_CONNECTION_LIMIT, 1024, MHD_OPTION_CONNECTION_TIMEOUT, 30, MHD_OPTION_END);
    if (daemon == NULL) return 1;
    printf("limit server on %u\n", port);
    fflush(stdout);
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGINT);
    sigprocmask(SIG_BLOCK, &set, NULL);
    int signal;
    sigwait(&set, &signal);
    MHD_stop_daemon(daemon);
    return 0;
}
