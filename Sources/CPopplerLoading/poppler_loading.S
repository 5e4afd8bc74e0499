/*
 * One stub for each function of poppler_functions.def, under the function's own name, so that
 * `folio` links against these rather than against poppler: the reader, which never calls poppler,
 * then never loads it and the 20 libraries only it brings (docs/DESIGN.md, "poppler loaded at first
 * use"). A stub jumps through its slot. The slot first holds the stub's first call, which keeps the
 * arguments, loads poppler (folio_poppler_load_or_exit, which fills every slot) and jumps to the
 * function found; from then on the stub jumps straight there.
 *
 * The stubs are hidden: the poppler loaded later must never bind its own calls to them.
 * x86-64 only; elsewhere nothing is defined here and `folio` links poppler directly, as before.
 */
#if defined(__x86_64__) && defined(__ELF__)

#define FOLIO_POPPLER_FUNCTION(library, name)                                                      \
    .text;                                                                                         \
    .globl name;                                                                                   \
    .hidden name;                                                                                  \
    .type name, @function;                                                                         \
    name:                                                                                          \
    jmp *folio_slot_##name(%rip);                                                                  \
    .size name, .-name;                                                                            \
    .type folio_first_call_##name, @function;                                                      \
    folio_first_call_##name:                                                                       \
    leaq folio_slot_##name(%rip), %r11;                                                            \
    jmp folio_poppler_first_call;                                                                  \
    .size folio_first_call_##name, .-folio_first_call_##name;                                      \
    .data;                                                                                         \
    .balign 8;                                                                                     \
    .globl folio_slot_##name;                                                                      \
    .hidden folio_slot_##name;                                                                     \
    folio_slot_##name:                                                                             \
    .quad folio_first_call_##name;

#include "poppler_functions.def"

/*
 * A first call: %r11 holds the slot. The argument registers (%rax too: a variadic call's count of
 * vector registers) are kept across the load, which may run constructors and take locks.
 */
    .text
    .type folio_poppler_first_call, @function
folio_poppler_first_call:
    pushq %rbp
    movq %rsp, %rbp
    pushq %rdi
    pushq %rsi
    pushq %rdx
    pushq %rcx
    pushq %r8
    pushq %r9
    pushq %rax
    pushq %r11
    subq $128, %rsp
    movdqu %xmm0, 0(%rsp)
    movdqu %xmm1, 16(%rsp)
    movdqu %xmm2, 32(%rsp)
    movdqu %xmm3, 48(%rsp)
    movdqu %xmm4, 64(%rsp)
    movdqu %xmm5, 80(%rsp)
    movdqu %xmm6, 96(%rsp)
    movdqu %xmm7, 112(%rsp)
    call folio_poppler_load_or_exit
    movdqu 0(%rsp), %xmm0
    movdqu 16(%rsp), %xmm1
    movdqu 32(%rsp), %xmm2
    movdqu 48(%rsp), %xmm3
    movdqu 64(%rsp), %xmm4
    movdqu 80(%rsp), %xmm5
    movdqu 96(%rsp), %xmm6
    movdqu 112(%rsp), %xmm7
    addq $128, %rsp
    popq %r11
    popq %rax
    popq %r9
    popq %r8
    popq %rcx
    popq %rdx
    popq %rsi
    popq %rdi
    popq %rbp
    jmp *(%r11)
    .size folio_poppler_first_call, .-folio_poppler_first_call

#endif

    .section .note.GNU-stack, "", @progbits
