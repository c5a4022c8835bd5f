/* Apple's SQLite3 module for an app's own `import SQLite3`: the system's SQLite, as iOS has it. */
#include <sqlite3.h>
