/// libFuzzer's driver, which the fuzz targets' entry points call: SwiftPM links executables with
/// `main` pointing at `<Target>_main`, so libFuzzer's own `main` is not the one that runs.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
