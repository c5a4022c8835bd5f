// `import os` on Linux: the unified-logging API (`Logger`, `os_log`) of Easel's `OSLog` module.
@_exported import OSLog
