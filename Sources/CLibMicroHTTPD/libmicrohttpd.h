// The system's libmicrohttpd (Debian libmicrohttpd-dev, Homebrew libmicrohttpd), found through pkg-config.
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <microhttpd.h>
