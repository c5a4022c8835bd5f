/* The one header through which Easel sees SQLite (SwiftData stores). */
#include <sqlite3.h>
