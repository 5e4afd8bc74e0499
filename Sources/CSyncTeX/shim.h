#include <synctex_parser.h>
