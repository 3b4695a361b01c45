#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H

/* FreeType's message for an error code, or NULL when the code is unknown.
   Debian builds FreeType without FT_CONFIG_OPTION_ERROR_STRINGS, so
   FT_Error_String returns NULL there; this builds the table from
   fterrdef.h the way fterrors.h documents. */
static inline const char *listshot_ft_error_message(int code) {
#undef FTERRORS_H_
#define FT_ERRORDEF(e, v, s) case v: return s;
#define FT_ERROR_START_LIST switch (code) {
#define FT_ERROR_END_LIST }
#include FT_ERRORS_H
    return 0;
}
