// Nothing to compile: the module only declares libFuzzer's driver (include/FuzzDriver.h), which
// -sanitize=fuzzer links in. SwiftPM needs one source file for a C target.
#include "FuzzDriver.h"
