#include <fribidi.h>

/* FriBidi's paragraph directions, which are macros Swift does not import. */
static inline FriBidiParType listshot_fribidi_par_ltr(void) { return FRIBIDI_PAR_LTR; }
static inline FriBidiParType listshot_fribidi_par_rtl(void) { return FRIBIDI_PAR_RTL; }
static inline FriBidiParType listshot_fribidi_par_on(void) { return FRIBIDI_PAR_ON; }
