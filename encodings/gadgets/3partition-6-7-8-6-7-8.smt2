; formal.recompute/1 format=smt2 k=1 budget=1316 units=26 problem_sha256=bf220a50d56b605a28cbce27a2b2e733a6dc691bc66294f0e74d2426125cbf29
; var x1 H_0_0
; var x2 H_0_1
; var x3 H_0_2
; var x4 H_0_3
; var x5 H_0_4
; var x6 H_0_5
; var x7 H_0_6
; var x8 H_0_7
; var x9 H_0_8
; var x10 H_0_9
; var x11 H_0_10
; var x12 H_0_11
; var x13 H_0_12
; var x14 H_0_13
; var x15 H_0_14
; var x16 H_0_15
; var x17 H_0_16
; var x18 H_0_17
; var x19 H_0_18
; var x20 H_0_19
; var x21 H_0_20
; var x22 H_0_21
; var x23 H_0_22
; var x24 H_0_23
; var x25 H_0_24
; var x26 H_0_25
; var x27 H_0_26
; var x28 H_0_27
; var x29 H_0_28
; var x30 H_0_29
; var x31 H_0_30
; var x32 H_0_31
; var x33 H_1_0
; var x34 H_1_1
; var x35 H_1_2
; var x36 H_1_3
; var x37 H_1_4
; var x38 H_1_5
; var x39 H_1_6
; var x40 H_1_7
; var x41 H_1_8
; var x42 H_1_9
; var x43 H_1_10
; var x44 H_1_11
; var x45 H_1_12
; var x46 H_1_13
; var x47 H_1_14
; var x48 H_1_15
; var x49 H_1_16
; var x50 H_1_17
; var x51 H_1_18
; var x52 H_1_19
; var x53 H_1_20
; var x54 H_1_21
; var x55 H_1_22
; var x56 H_1_23
; var x57 H_1_24
; var x58 H_1_25
; var x59 H_1_26
; var x60 H_1_27
; var x61 H_1_28
; var x62 H_1_29
; var x63 H_1_30
; var x64 H_1_31
; var x65 H_2_0
; var x66 H_2_1
; var x67 H_2_2
; var x68 H_2_3
; var x69 H_2_4
; var x70 H_2_5
; var x71 H_2_6
; var x72 H_2_7
; var x73 H_2_8
; var x74 H_2_9
; var x75 H_2_10
; var x76 H_2_11
; var x77 H_2_12
; var x78 H_2_13
; var x79 H_2_14
; var x80 H_2_15
; var x81 H_2_16
; var x82 H_2_17
; var x83 H_2_18
; var x84 H_2_19
; var x85 H_2_20
; var x86 H_2_21
; var x87 H_2_22
; var x88 H_2_23
; var x89 H_2_24
; var x90 H_2_25
; var x91 H_2_26
; var x92 H_2_27
; var x93 H_2_28
; var x94 H_2_29
; var x95 H_2_30
; var x96 H_2_31
; var x97 H_3_0
; var x98 H_3_1
; var x99 H_3_2
; var x100 H_3_3
; var x101 H_3_4
; var x102 H_3_5
; var x103 H_3_6
; var x104 H_3_7
; var x105 H_3_8
; var x106 H_3_9
; var x107 H_3_10
; var x108 H_3_11
; var x109 H_3_12
; var x110 H_3_13
; var x111 H_3_14
; var x112 H_3_15
; var x113 H_3_16
; var x114 H_3_17
; var x115 H_3_18
; var x116 H_3_19
; var x117 H_3_20
; var x118 H_3_21
; var x119 H_3_22
; var x120 H_3_23
; var x121 H_3_24
; var x122 H_3_25
; var x123 H_3_26
; var x124 H_3_27
; var x125 H_3_28
; var x126 H_3_29
; var x127 H_3_30
; var x128 H_3_31
; var x129 H_4_0
; var x130 H_4_1
; var x131 H_4_2
; var x132 H_4_3
; var x133 H_4_4
; var x134 H_4_5
; var x135 H_4_6
; var x136 H_4_7
; var x137 H_4_8
; var x138 H_4_9
; var x139 H_4_10
; var x140 H_4_11
; var x141 H_4_12
; var x142 H_4_13
; var x143 H_4_14
; var x144 H_4_15
; var x145 H_4_16
; var x146 H_4_17
; var x147 H_4_18
; var x148 H_4_19
; var x149 H_4_20
; var x150 H_4_21
; var x151 H_4_22
; var x152 H_4_23
; var x153 H_4_24
; var x154 H_4_25
; var x155 H_4_26
; var x156 H_4_27
; var x157 H_4_28
; var x158 H_4_29
; var x159 H_4_30
; var x160 H_4_31
; var x161 H_5_0
; var x162 H_5_1
; var x163 H_5_2
; var x164 H_5_3
; var x165 H_5_4
; var x166 H_5_5
; var x167 H_5_6
; var x168 H_5_7
; var x169 H_5_8
; var x170 H_5_9
; var x171 H_5_10
; var x172 H_5_11
; var x173 H_5_12
; var x174 H_5_13
; var x175 H_5_14
; var x176 H_5_15
; var x177 H_5_16
; var x178 H_5_17
; var x179 H_5_18
; var x180 H_5_19
; var x181 H_5_20
; var x182 H_5_21
; var x183 H_5_22
; var x184 H_5_23
; var x185 H_5_24
; var x186 H_5_25
; var x187 H_5_26
; var x188 H_5_27
; var x189 H_5_28
; var x190 H_5_29
; var x191 H_5_30
; var x192 H_5_31
; var x193 H_6_0
; var x194 H_6_1
; var x195 H_6_2
; var x196 H_6_3
; var x197 H_6_4
; var x198 H_6_5
; var x199 H_6_6
; var x200 H_6_7
; var x201 H_6_8
; var x202 H_6_9
; var x203 H_6_10
; var x204 H_6_11
; var x205 H_6_12
; var x206 H_6_13
; var x207 H_6_14
; var x208 H_6_15
; var x209 H_6_16
; var x210 H_6_17
; var x211 H_6_18
; var x212 H_6_19
; var x213 H_6_20
; var x214 H_6_21
; var x215 H_6_22
; var x216 H_6_23
; var x217 H_6_24
; var x218 H_6_25
; var x219 H_6_26
; var x220 H_6_27
; var x221 H_6_28
; var x222 H_6_29
; var x223 H_6_30
; var x224 H_6_31
; var x225 H_7_0
; var x226 H_7_1
; var x227 H_7_2
; var x228 H_7_3
; var x229 H_7_4
; var x230 H_7_5
; var x231 H_7_6
; var x232 H_7_7
; var x233 H_7_8
; var x234 H_7_9
; var x235 H_7_10
; var x236 H_7_11
; var x237 H_7_12
; var x238 H_7_13
; var x239 H_7_14
; var x240 H_7_15
; var x241 H_7_16
; var x242 H_7_17
; var x243 H_7_18
; var x244 H_7_19
; var x245 H_7_20
; var x246 H_7_21
; var x247 H_7_22
; var x248 H_7_23
; var x249 H_7_24
; var x250 H_7_25
; var x251 H_7_26
; var x252 H_7_27
; var x253 H_7_28
; var x254 H_7_29
; var x255 H_7_30
; var x256 H_7_31
; var x257 H_8_0
; var x258 H_8_1
; var x259 H_8_2
; var x260 H_8_3
; var x261 H_8_4
; var x262 H_8_5
; var x263 H_8_6
; var x264 H_8_7
; var x265 H_8_8
; var x266 H_8_9
; var x267 H_8_10
; var x268 H_8_11
; var x269 H_8_12
; var x270 H_8_13
; var x271 H_8_14
; var x272 H_8_15
; var x273 H_8_16
; var x274 H_8_17
; var x275 H_8_18
; var x276 H_8_19
; var x277 H_8_20
; var x278 H_8_21
; var x279 H_8_22
; var x280 H_8_23
; var x281 H_8_24
; var x282 H_8_25
; var x283 H_8_26
; var x284 H_8_27
; var x285 H_8_28
; var x286 H_8_29
; var x287 H_8_30
; var x288 H_8_31
; var x289 H_9_0
; var x290 H_9_1
; var x291 H_9_2
; var x292 H_9_3
; var x293 H_9_4
; var x294 H_9_5
; var x295 H_9_6
; var x296 H_9_7
; var x297 H_9_8
; var x298 H_9_9
; var x299 H_9_10
; var x300 H_9_11
; var x301 H_9_12
; var x302 H_9_13
; var x303 H_9_14
; var x304 H_9_15
; var x305 H_9_16
; var x306 H_9_17
; var x307 H_9_18
; var x308 H_9_19
; var x309 H_9_20
; var x310 H_9_21
; var x311 H_9_22
; var x312 H_9_23
; var x313 H_9_24
; var x314 H_9_25
; var x315 H_9_26
; var x316 H_9_27
; var x317 H_9_28
; var x318 H_9_29
; var x319 H_9_30
; var x320 H_9_31
; var x321 H_10_0
; var x322 H_10_1
; var x323 H_10_2
; var x324 H_10_3
; var x325 H_10_4
; var x326 H_10_5
; var x327 H_10_6
; var x328 H_10_7
; var x329 H_10_8
; var x330 H_10_9
; var x331 H_10_10
; var x332 H_10_11
; var x333 H_10_12
; var x334 H_10_13
; var x335 H_10_14
; var x336 H_10_15
; var x337 H_10_16
; var x338 H_10_17
; var x339 H_10_18
; var x340 H_10_19
; var x341 H_10_20
; var x342 H_10_21
; var x343 H_10_22
; var x344 H_10_23
; var x345 H_10_24
; var x346 H_10_25
; var x347 H_10_26
; var x348 H_10_27
; var x349 H_10_28
; var x350 H_10_29
; var x351 H_10_30
; var x352 H_10_31
; var x353 H_11_0
; var x354 H_11_1
; var x355 H_11_2
; var x356 H_11_3
; var x357 H_11_4
; var x358 H_11_5
; var x359 H_11_6
; var x360 H_11_7
; var x361 H_11_8
; var x362 H_11_9
; var x363 H_11_10
; var x364 H_11_11
; var x365 H_11_12
; var x366 H_11_13
; var x367 H_11_14
; var x368 H_11_15
; var x369 H_11_16
; var x370 H_11_17
; var x371 H_11_18
; var x372 H_11_19
; var x373 H_11_20
; var x374 H_11_21
; var x375 H_11_22
; var x376 H_11_23
; var x377 H_11_24
; var x378 H_11_25
; var x379 H_11_26
; var x380 H_11_27
; var x381 H_11_28
; var x382 H_11_29
; var x383 H_11_30
; var x384 H_11_31
; var x385 H_12_0
; var x386 H_12_1
; var x387 H_12_2
; var x388 H_12_3
; var x389 H_12_4
; var x390 H_12_5
; var x391 H_12_6
; var x392 H_12_7
; var x393 H_12_8
; var x394 H_12_9
; var x395 H_12_10
; var x396 H_12_11
; var x397 H_12_12
; var x398 H_12_13
; var x399 H_12_14
; var x400 H_12_15
; var x401 H_12_16
; var x402 H_12_17
; var x403 H_12_18
; var x404 H_12_19
; var x405 H_12_20
; var x406 H_12_21
; var x407 H_12_22
; var x408 H_12_23
; var x409 H_12_24
; var x410 H_12_25
; var x411 H_12_26
; var x412 H_12_27
; var x413 H_12_28
; var x414 H_12_29
; var x415 H_12_30
; var x416 H_12_31
; var x417 H_13_0
; var x418 H_13_1
; var x419 H_13_2
; var x420 H_13_3
; var x421 H_13_4
; var x422 H_13_5
; var x423 H_13_6
; var x424 H_13_7
; var x425 H_13_8
; var x426 H_13_9
; var x427 H_13_10
; var x428 H_13_11
; var x429 H_13_12
; var x430 H_13_13
; var x431 H_13_14
; var x432 H_13_15
; var x433 H_13_16
; var x434 H_13_17
; var x435 H_13_18
; var x436 H_13_19
; var x437 H_13_20
; var x438 H_13_21
; var x439 H_13_22
; var x440 H_13_23
; var x441 H_13_24
; var x442 H_13_25
; var x443 H_13_26
; var x444 H_13_27
; var x445 H_13_28
; var x446 H_13_29
; var x447 H_13_30
; var x448 H_13_31
; var x449 H_14_0
; var x450 H_14_1
; var x451 H_14_2
; var x452 H_14_3
; var x453 H_14_4
; var x454 H_14_5
; var x455 H_14_6
; var x456 H_14_7
; var x457 H_14_8
; var x458 H_14_9
; var x459 H_14_10
; var x460 H_14_11
; var x461 H_14_12
; var x462 H_14_13
; var x463 H_14_14
; var x464 H_14_15
; var x465 H_14_16
; var x466 H_14_17
; var x467 H_14_18
; var x468 H_14_19
; var x469 H_14_20
; var x470 H_14_21
; var x471 H_14_22
; var x472 H_14_23
; var x473 H_14_24
; var x474 H_14_25
; var x475 H_14_26
; var x476 H_14_27
; var x477 H_14_28
; var x478 H_14_29
; var x479 H_14_30
; var x480 H_14_31
; var x481 H_15_0
; var x482 H_15_1
; var x483 H_15_2
; var x484 H_15_3
; var x485 H_15_4
; var x486 H_15_5
; var x487 H_15_6
; var x488 H_15_7
; var x489 H_15_8
; var x490 H_15_9
; var x491 H_15_10
; var x492 H_15_11
; var x493 H_15_12
; var x494 H_15_13
; var x495 H_15_14
; var x496 H_15_15
; var x497 H_15_16
; var x498 H_15_17
; var x499 H_15_18
; var x500 H_15_19
; var x501 H_15_20
; var x502 H_15_21
; var x503 H_15_22
; var x504 H_15_23
; var x505 H_15_24
; var x506 H_15_25
; var x507 H_15_26
; var x508 H_15_27
; var x509 H_15_28
; var x510 H_15_29
; var x511 H_15_30
; var x512 H_15_31
; var x513 H_16_0
; var x514 H_16_1
; var x515 H_16_2
; var x516 H_16_3
; var x517 H_16_4
; var x518 H_16_5
; var x519 H_16_6
; var x520 H_16_7
; var x521 H_16_8
; var x522 H_16_9
; var x523 H_16_10
; var x524 H_16_11
; var x525 H_16_12
; var x526 H_16_13
; var x527 H_16_14
; var x528 H_16_15
; var x529 H_16_16
; var x530 H_16_17
; var x531 H_16_18
; var x532 H_16_19
; var x533 H_16_20
; var x534 H_16_21
; var x535 H_16_22
; var x536 H_16_23
; var x537 H_16_24
; var x538 H_16_25
; var x539 H_16_26
; var x540 H_16_27
; var x541 H_16_28
; var x542 H_16_29
; var x543 H_16_30
; var x544 H_16_31
; var x545 H_17_0
; var x546 H_17_1
; var x547 H_17_2
; var x548 H_17_3
; var x549 H_17_4
; var x550 H_17_5
; var x551 H_17_6
; var x552 H_17_7
; var x553 H_17_8
; var x554 H_17_9
; var x555 H_17_10
; var x556 H_17_11
; var x557 H_17_12
; var x558 H_17_13
; var x559 H_17_14
; var x560 H_17_15
; var x561 H_17_16
; var x562 H_17_17
; var x563 H_17_18
; var x564 H_17_19
; var x565 H_17_20
; var x566 H_17_21
; var x567 H_17_22
; var x568 H_17_23
; var x569 H_17_24
; var x570 H_17_25
; var x571 H_17_26
; var x572 H_17_27
; var x573 H_17_28
; var x574 H_17_29
; var x575 H_17_30
; var x576 H_17_31
; var x577 H_18_0
; var x578 H_18_1
; var x579 H_18_2
; var x580 H_18_3
; var x581 H_18_4
; var x582 H_18_5
; var x583 H_18_6
; var x584 H_18_7
; var x585 H_18_8
; var x586 H_18_9
; var x587 H_18_10
; var x588 H_18_11
; var x589 H_18_12
; var x590 H_18_13
; var x591 H_18_14
; var x592 H_18_15
; var x593 H_18_16
; var x594 H_18_17
; var x595 H_18_18
; var x596 H_18_19
; var x597 H_18_20
; var x598 H_18_21
; var x599 H_18_22
; var x600 H_18_23
; var x601 H_18_24
; var x602 H_18_25
; var x603 H_18_26
; var x604 H_18_27
; var x605 H_18_28
; var x606 H_18_29
; var x607 H_18_30
; var x608 H_18_31
; var x609 H_19_0
; var x610 H_19_1
; var x611 H_19_2
; var x612 H_19_3
; var x613 H_19_4
; var x614 H_19_5
; var x615 H_19_6
; var x616 H_19_7
; var x617 H_19_8
; var x618 H_19_9
; var x619 H_19_10
; var x620 H_19_11
; var x621 H_19_12
; var x622 H_19_13
; var x623 H_19_14
; var x624 H_19_15
; var x625 H_19_16
; var x626 H_19_17
; var x627 H_19_18
; var x628 H_19_19
; var x629 H_19_20
; var x630 H_19_21
; var x631 H_19_22
; var x632 H_19_23
; var x633 H_19_24
; var x634 H_19_25
; var x635 H_19_26
; var x636 H_19_27
; var x637 H_19_28
; var x638 H_19_29
; var x639 H_19_30
; var x640 H_19_31
; var x641 H_20_0
; var x642 H_20_1
; var x643 H_20_2
; var x644 H_20_3
; var x645 H_20_4
; var x646 H_20_5
; var x647 H_20_6
; var x648 H_20_7
; var x649 H_20_8
; var x650 H_20_9
; var x651 H_20_10
; var x652 H_20_11
; var x653 H_20_12
; var x654 H_20_13
; var x655 H_20_14
; var x656 H_20_15
; var x657 H_20_16
; var x658 H_20_17
; var x659 H_20_18
; var x660 H_20_19
; var x661 H_20_20
; var x662 H_20_21
; var x663 H_20_22
; var x664 H_20_23
; var x665 H_20_24
; var x666 H_20_25
; var x667 H_20_26
; var x668 H_20_27
; var x669 H_20_28
; var x670 H_20_29
; var x671 H_20_30
; var x672 H_20_31
; var x673 H_21_0
; var x674 H_21_1
; var x675 H_21_2
; var x676 H_21_3
; var x677 H_21_4
; var x678 H_21_5
; var x679 H_21_6
; var x680 H_21_7
; var x681 H_21_8
; var x682 H_21_9
; var x683 H_21_10
; var x684 H_21_11
; var x685 H_21_12
; var x686 H_21_13
; var x687 H_21_14
; var x688 H_21_15
; var x689 H_21_16
; var x690 H_21_17
; var x691 H_21_18
; var x692 H_21_19
; var x693 H_21_20
; var x694 H_21_21
; var x695 H_21_22
; var x696 H_21_23
; var x697 H_21_24
; var x698 H_21_25
; var x699 H_21_26
; var x700 H_21_27
; var x701 H_21_28
; var x702 H_21_29
; var x703 H_21_30
; var x704 H_21_31
; var x705 H_22_0
; var x706 H_22_1
; var x707 H_22_2
; var x708 H_22_3
; var x709 H_22_4
; var x710 H_22_5
; var x711 H_22_6
; var x712 H_22_7
; var x713 H_22_8
; var x714 H_22_9
; var x715 H_22_10
; var x716 H_22_11
; var x717 H_22_12
; var x718 H_22_13
; var x719 H_22_14
; var x720 H_22_15
; var x721 H_22_16
; var x722 H_22_17
; var x723 H_22_18
; var x724 H_22_19
; var x725 H_22_20
; var x726 H_22_21
; var x727 H_22_22
; var x728 H_22_23
; var x729 H_22_24
; var x730 H_22_25
; var x731 H_22_26
; var x732 H_22_27
; var x733 H_22_28
; var x734 H_22_29
; var x735 H_22_30
; var x736 H_22_31
; var x737 H_23_0
; var x738 H_23_1
; var x739 H_23_2
; var x740 H_23_3
; var x741 H_23_4
; var x742 H_23_5
; var x743 H_23_6
; var x744 H_23_7
; var x745 H_23_8
; var x746 H_23_9
; var x747 H_23_10
; var x748 H_23_11
; var x749 H_23_12
; var x750 H_23_13
; var x751 H_23_14
; var x752 H_23_15
; var x753 H_23_16
; var x754 H_23_17
; var x755 H_23_18
; var x756 H_23_19
; var x757 H_23_20
; var x758 H_23_21
; var x759 H_23_22
; var x760 H_23_23
; var x761 H_23_24
; var x762 H_23_25
; var x763 H_23_26
; var x764 H_23_27
; var x765 H_23_28
; var x766 H_23_29
; var x767 H_23_30
; var x768 H_23_31
; var x769 H_24_0
; var x770 H_24_1
; var x771 H_24_2
; var x772 H_24_3
; var x773 H_24_4
; var x774 H_24_5
; var x775 H_24_6
; var x776 H_24_7
; var x777 H_24_8
; var x778 H_24_9
; var x779 H_24_10
; var x780 H_24_11
; var x781 H_24_12
; var x782 H_24_13
; var x783 H_24_14
; var x784 H_24_15
; var x785 H_24_16
; var x786 H_24_17
; var x787 H_24_18
; var x788 H_24_19
; var x789 H_24_20
; var x790 H_24_21
; var x791 H_24_22
; var x792 H_24_23
; var x793 H_24_24
; var x794 H_24_25
; var x795 H_24_26
; var x796 H_24_27
; var x797 H_24_28
; var x798 H_24_29
; var x799 H_24_30
; var x800 H_24_31
; var x801 H_25_0
; var x802 H_25_1
; var x803 H_25_2
; var x804 H_25_3
; var x805 H_25_4
; var x806 H_25_5
; var x807 H_25_6
; var x808 H_25_7
; var x809 H_25_8
; var x810 H_25_9
; var x811 H_25_10
; var x812 H_25_11
; var x813 H_25_12
; var x814 H_25_13
; var x815 H_25_14
; var x816 H_25_15
; var x817 H_25_16
; var x818 H_25_17
; var x819 H_25_18
; var x820 H_25_19
; var x821 H_25_20
; var x822 H_25_21
; var x823 H_25_22
; var x824 H_25_23
; var x825 H_25_24
; var x826 H_25_25
; var x827 H_25_26
; var x828 H_25_27
; var x829 H_25_28
; var x830 H_25_29
; var x831 H_25_30
; var x832 H_25_31
; var x833 R_0_0
; var x834 R_0_1
; var x835 R_0_2
; var x836 R_0_3
; var x837 R_0_4
; var x838 R_0_5
; var x839 R_0_6
; var x840 R_0_7
; var x841 R_0_8
; var x842 R_0_9
; var x843 R_0_10
; var x844 R_0_11
; var x845 R_0_12
; var x846 R_0_13
; var x847 R_0_14
; var x848 R_0_15
; var x849 R_0_16
; var x850 R_0_17
; var x851 R_0_18
; var x852 R_0_19
; var x853 R_0_20
; var x854 R_0_21
; var x855 R_0_22
; var x856 R_0_23
; var x857 R_0_24
; var x858 R_0_25
; var x859 R_0_26
; var x860 R_0_27
; var x861 R_0_28
; var x862 R_0_29
; var x863 R_0_30
; var x864 R_0_31
; var x865 R_1_0
; var x866 R_1_1
; var x867 R_1_2
; var x868 R_1_3
; var x869 R_1_4
; var x870 R_1_5
; var x871 R_1_6
; var x872 R_1_7
; var x873 R_1_8
; var x874 R_1_9
; var x875 R_1_10
; var x876 R_1_11
; var x877 R_1_12
; var x878 R_1_13
; var x879 R_1_14
; var x880 R_1_15
; var x881 R_1_16
; var x882 R_1_17
; var x883 R_1_18
; var x884 R_1_19
; var x885 R_1_20
; var x886 R_1_21
; var x887 R_1_22
; var x888 R_1_23
; var x889 R_1_24
; var x890 R_1_25
; var x891 R_1_26
; var x892 R_1_27
; var x893 R_1_28
; var x894 R_1_29
; var x895 R_1_30
; var x896 R_1_31
; var x897 R_2_0
; var x898 R_2_1
; var x899 R_2_2
; var x900 R_2_3
; var x901 R_2_4
; var x902 R_2_5
; var x903 R_2_6
; var x904 R_2_7
; var x905 R_2_8
; var x906 R_2_9
; var x907 R_2_10
; var x908 R_2_11
; var x909 R_2_12
; var x910 R_2_13
; var x911 R_2_14
; var x912 R_2_15
; var x913 R_2_16
; var x914 R_2_17
; var x915 R_2_18
; var x916 R_2_19
; var x917 R_2_20
; var x918 R_2_21
; var x919 R_2_22
; var x920 R_2_23
; var x921 R_2_24
; var x922 R_2_25
; var x923 R_2_26
; var x924 R_2_27
; var x925 R_2_28
; var x926 R_2_29
; var x927 R_2_30
; var x928 R_2_31
; var x929 R_3_0
; var x930 R_3_1
; var x931 R_3_2
; var x932 R_3_3
; var x933 R_3_4
; var x934 R_3_5
; var x935 R_3_6
; var x936 R_3_7
; var x937 R_3_8
; var x938 R_3_9
; var x939 R_3_10
; var x940 R_3_11
; var x941 R_3_12
; var x942 R_3_13
; var x943 R_3_14
; var x944 R_3_15
; var x945 R_3_16
; var x946 R_3_17
; var x947 R_3_18
; var x948 R_3_19
; var x949 R_3_20
; var x950 R_3_21
; var x951 R_3_22
; var x952 R_3_23
; var x953 R_3_24
; var x954 R_3_25
; var x955 R_3_26
; var x956 R_3_27
; var x957 R_3_28
; var x958 R_3_29
; var x959 R_3_30
; var x960 R_3_31
; var x961 R_4_0
; var x962 R_4_1
; var x963 R_4_2
; var x964 R_4_3
; var x965 R_4_4
; var x966 R_4_5
; var x967 R_4_6
; var x968 R_4_7
; var x969 R_4_8
; var x970 R_4_9
; var x971 R_4_10
; var x972 R_4_11
; var x973 R_4_12
; var x974 R_4_13
; var x975 R_4_14
; var x976 R_4_15
; var x977 R_4_16
; var x978 R_4_17
; var x979 R_4_18
; var x980 R_4_19
; var x981 R_4_20
; var x982 R_4_21
; var x983 R_4_22
; var x984 R_4_23
; var x985 R_4_24
; var x986 R_4_25
; var x987 R_4_26
; var x988 R_4_27
; var x989 R_4_28
; var x990 R_4_29
; var x991 R_4_30
; var x992 R_4_31
; var x993 R_5_0
; var x994 R_5_1
; var x995 R_5_2
; var x996 R_5_3
; var x997 R_5_4
; var x998 R_5_5
; var x999 R_5_6
; var x1000 R_5_7
; var x1001 R_5_8
; var x1002 R_5_9
; var x1003 R_5_10
; var x1004 R_5_11
; var x1005 R_5_12
; var x1006 R_5_13
; var x1007 R_5_14
; var x1008 R_5_15
; var x1009 R_5_16
; var x1010 R_5_17
; var x1011 R_5_18
; var x1012 R_5_19
; var x1013 R_5_20
; var x1014 R_5_21
; var x1015 R_5_22
; var x1016 R_5_23
; var x1017 R_5_24
; var x1018 R_5_25
; var x1019 R_5_26
; var x1020 R_5_27
; var x1021 R_5_28
; var x1022 R_5_29
; var x1023 R_5_30
; var x1024 R_5_31
; var x1025 R_6_0
; var x1026 R_6_1
; var x1027 R_6_2
; var x1028 R_6_3
; var x1029 R_6_4
; var x1030 R_6_5
; var x1031 R_6_6
; var x1032 R_6_7
; var x1033 R_6_8
; var x1034 R_6_9
; var x1035 R_6_10
; var x1036 R_6_11
; var x1037 R_6_12
; var x1038 R_6_13
; var x1039 R_6_14
; var x1040 R_6_15
; var x1041 R_6_16
; var x1042 R_6_17
; var x1043 R_6_18
; var x1044 R_6_19
; var x1045 R_6_20
; var x1046 R_6_21
; var x1047 R_6_22
; var x1048 R_6_23
; var x1049 R_6_24
; var x1050 R_6_25
; var x1051 R_6_26
; var x1052 R_6_27
; var x1053 R_6_28
; var x1054 R_6_29
; var x1055 R_6_30
; var x1056 R_6_31
; var x1057 R_7_0
; var x1058 R_7_1
; var x1059 R_7_2
; var x1060 R_7_3
; var x1061 R_7_4
; var x1062 R_7_5
; var x1063 R_7_6
; var x1064 R_7_7
; var x1065 R_7_8
; var x1066 R_7_9
; var x1067 R_7_10
; var x1068 R_7_11
; var x1069 R_7_12
; var x1070 R_7_13
; var x1071 R_7_14
; var x1072 R_7_15
; var x1073 R_7_16
; var x1074 R_7_17
; var x1075 R_7_18
; var x1076 R_7_19
; var x1077 R_7_20
; var x1078 R_7_21
; var x1079 R_7_22
; var x1080 R_7_23
; var x1081 R_7_24
; var x1082 R_7_25
; var x1083 R_7_26
; var x1084 R_7_27
; var x1085 R_7_28
; var x1086 R_7_29
; var x1087 R_7_30
; var x1088 R_7_31
; var x1089 R_8_0
; var x1090 R_8_1
; var x1091 R_8_2
; var x1092 R_8_3
; var x1093 R_8_4
; var x1094 R_8_5
; var x1095 R_8_6
; var x1096 R_8_7
; var x1097 R_8_8
; var x1098 R_8_9
; var x1099 R_8_10
; var x1100 R_8_11
; var x1101 R_8_12
; var x1102 R_8_13
; var x1103 R_8_14
; var x1104 R_8_15
; var x1105 R_8_16
; var x1106 R_8_17
; var x1107 R_8_18
; var x1108 R_8_19
; var x1109 R_8_20
; var x1110 R_8_21
; var x1111 R_8_22
; var x1112 R_8_23
; var x1113 R_8_24
; var x1114 R_8_25
; var x1115 R_8_26
; var x1116 R_8_27
; var x1117 R_8_28
; var x1118 R_8_29
; var x1119 R_8_30
; var x1120 R_8_31
; var x1121 R_9_0
; var x1122 R_9_1
; var x1123 R_9_2
; var x1124 R_9_3
; var x1125 R_9_4
; var x1126 R_9_5
; var x1127 R_9_6
; var x1128 R_9_7
; var x1129 R_9_8
; var x1130 R_9_9
; var x1131 R_9_10
; var x1132 R_9_11
; var x1133 R_9_12
; var x1134 R_9_13
; var x1135 R_9_14
; var x1136 R_9_15
; var x1137 R_9_16
; var x1138 R_9_17
; var x1139 R_9_18
; var x1140 R_9_19
; var x1141 R_9_20
; var x1142 R_9_21
; var x1143 R_9_22
; var x1144 R_9_23
; var x1145 R_9_24
; var x1146 R_9_25
; var x1147 R_9_26
; var x1148 R_9_27
; var x1149 R_9_28
; var x1150 R_9_29
; var x1151 R_9_30
; var x1152 R_9_31
; var x1153 R_10_0
; var x1154 R_10_1
; var x1155 R_10_2
; var x1156 R_10_3
; var x1157 R_10_4
; var x1158 R_10_5
; var x1159 R_10_6
; var x1160 R_10_7
; var x1161 R_10_8
; var x1162 R_10_9
; var x1163 R_10_10
; var x1164 R_10_11
; var x1165 R_10_12
; var x1166 R_10_13
; var x1167 R_10_14
; var x1168 R_10_15
; var x1169 R_10_16
; var x1170 R_10_17
; var x1171 R_10_18
; var x1172 R_10_19
; var x1173 R_10_20
; var x1174 R_10_21
; var x1175 R_10_22
; var x1176 R_10_23
; var x1177 R_10_24
; var x1178 R_10_25
; var x1179 R_10_26
; var x1180 R_10_27
; var x1181 R_10_28
; var x1182 R_10_29
; var x1183 R_10_30
; var x1184 R_10_31
; var x1185 R_11_0
; var x1186 R_11_1
; var x1187 R_11_2
; var x1188 R_11_3
; var x1189 R_11_4
; var x1190 R_11_5
; var x1191 R_11_6
; var x1192 R_11_7
; var x1193 R_11_8
; var x1194 R_11_9
; var x1195 R_11_10
; var x1196 R_11_11
; var x1197 R_11_12
; var x1198 R_11_13
; var x1199 R_11_14
; var x1200 R_11_15
; var x1201 R_11_16
; var x1202 R_11_17
; var x1203 R_11_18
; var x1204 R_11_19
; var x1205 R_11_20
; var x1206 R_11_21
; var x1207 R_11_22
; var x1208 R_11_23
; var x1209 R_11_24
; var x1210 R_11_25
; var x1211 R_11_26
; var x1212 R_11_27
; var x1213 R_11_28
; var x1214 R_11_29
; var x1215 R_11_30
; var x1216 R_11_31
; var x1217 R_12_0
; var x1218 R_12_1
; var x1219 R_12_2
; var x1220 R_12_3
; var x1221 R_12_4
; var x1222 R_12_5
; var x1223 R_12_6
; var x1224 R_12_7
; var x1225 R_12_8
; var x1226 R_12_9
; var x1227 R_12_10
; var x1228 R_12_11
; var x1229 R_12_12
; var x1230 R_12_13
; var x1231 R_12_14
; var x1232 R_12_15
; var x1233 R_12_16
; var x1234 R_12_17
; var x1235 R_12_18
; var x1236 R_12_19
; var x1237 R_12_20
; var x1238 R_12_21
; var x1239 R_12_22
; var x1240 R_12_23
; var x1241 R_12_24
; var x1242 R_12_25
; var x1243 R_12_26
; var x1244 R_12_27
; var x1245 R_12_28
; var x1246 R_12_29
; var x1247 R_12_30
; var x1248 R_12_31
; var x1249 R_13_0
; var x1250 R_13_1
; var x1251 R_13_2
; var x1252 R_13_3
; var x1253 R_13_4
; var x1254 R_13_5
; var x1255 R_13_6
; var x1256 R_13_7
; var x1257 R_13_8
; var x1258 R_13_9
; var x1259 R_13_10
; var x1260 R_13_11
; var x1261 R_13_12
; var x1262 R_13_13
; var x1263 R_13_14
; var x1264 R_13_15
; var x1265 R_13_16
; var x1266 R_13_17
; var x1267 R_13_18
; var x1268 R_13_19
; var x1269 R_13_20
; var x1270 R_13_21
; var x1271 R_13_22
; var x1272 R_13_23
; var x1273 R_13_24
; var x1274 R_13_25
; var x1275 R_13_26
; var x1276 R_13_27
; var x1277 R_13_28
; var x1278 R_13_29
; var x1279 R_13_30
; var x1280 R_13_31
; var x1281 R_14_0
; var x1282 R_14_1
; var x1283 R_14_2
; var x1284 R_14_3
; var x1285 R_14_4
; var x1286 R_14_5
; var x1287 R_14_6
; var x1288 R_14_7
; var x1289 R_14_8
; var x1290 R_14_9
; var x1291 R_14_10
; var x1292 R_14_11
; var x1293 R_14_12
; var x1294 R_14_13
; var x1295 R_14_14
; var x1296 R_14_15
; var x1297 R_14_16
; var x1298 R_14_17
; var x1299 R_14_18
; var x1300 R_14_19
; var x1301 R_14_20
; var x1302 R_14_21
; var x1303 R_14_22
; var x1304 R_14_23
; var x1305 R_14_24
; var x1306 R_14_25
; var x1307 R_14_26
; var x1308 R_14_27
; var x1309 R_14_28
; var x1310 R_14_29
; var x1311 R_14_30
; var x1312 R_14_31
; var x1313 R_15_0
; var x1314 R_15_1
; var x1315 R_15_2
; var x1316 R_15_3
; var x1317 R_15_4
; var x1318 R_15_5
; var x1319 R_15_6
; var x1320 R_15_7
; var x1321 R_15_8
; var x1322 R_15_9
; var x1323 R_15_10
; var x1324 R_15_11
; var x1325 R_15_12
; var x1326 R_15_13
; var x1327 R_15_14
; var x1328 R_15_15
; var x1329 R_15_16
; var x1330 R_15_17
; var x1331 R_15_18
; var x1332 R_15_19
; var x1333 R_15_20
; var x1334 R_15_21
; var x1335 R_15_22
; var x1336 R_15_23
; var x1337 R_15_24
; var x1338 R_15_25
; var x1339 R_15_26
; var x1340 R_15_27
; var x1341 R_15_28
; var x1342 R_15_29
; var x1343 R_15_30
; var x1344 R_15_31
; var x1345 R_16_0
; var x1346 R_16_1
; var x1347 R_16_2
; var x1348 R_16_3
; var x1349 R_16_4
; var x1350 R_16_5
; var x1351 R_16_6
; var x1352 R_16_7
; var x1353 R_16_8
; var x1354 R_16_9
; var x1355 R_16_10
; var x1356 R_16_11
; var x1357 R_16_12
; var x1358 R_16_13
; var x1359 R_16_14
; var x1360 R_16_15
; var x1361 R_16_16
; var x1362 R_16_17
; var x1363 R_16_18
; var x1364 R_16_19
; var x1365 R_16_20
; var x1366 R_16_21
; var x1367 R_16_22
; var x1368 R_16_23
; var x1369 R_16_24
; var x1370 R_16_25
; var x1371 R_16_26
; var x1372 R_16_27
; var x1373 R_16_28
; var x1374 R_16_29
; var x1375 R_16_30
; var x1376 R_16_31
; var x1377 R_17_0
; var x1378 R_17_1
; var x1379 R_17_2
; var x1380 R_17_3
; var x1381 R_17_4
; var x1382 R_17_5
; var x1383 R_17_6
; var x1384 R_17_7
; var x1385 R_17_8
; var x1386 R_17_9
; var x1387 R_17_10
; var x1388 R_17_11
; var x1389 R_17_12
; var x1390 R_17_13
; var x1391 R_17_14
; var x1392 R_17_15
; var x1393 R_17_16
; var x1394 R_17_17
; var x1395 R_17_18
; var x1396 R_17_19
; var x1397 R_17_20
; var x1398 R_17_21
; var x1399 R_17_22
; var x1400 R_17_23
; var x1401 R_17_24
; var x1402 R_17_25
; var x1403 R_17_26
; var x1404 R_17_27
; var x1405 R_17_28
; var x1406 R_17_29
; var x1407 R_17_30
; var x1408 R_17_31
; var x1409 R_18_0
; var x1410 R_18_1
; var x1411 R_18_2
; var x1412 R_18_3
; var x1413 R_18_4
; var x1414 R_18_5
; var x1415 R_18_6
; var x1416 R_18_7
; var x1417 R_18_8
; var x1418 R_18_9
; var x1419 R_18_10
; var x1420 R_18_11
; var x1421 R_18_12
; var x1422 R_18_13
; var x1423 R_18_14
; var x1424 R_18_15
; var x1425 R_18_16
; var x1426 R_18_17
; var x1427 R_18_18
; var x1428 R_18_19
; var x1429 R_18_20
; var x1430 R_18_21
; var x1431 R_18_22
; var x1432 R_18_23
; var x1433 R_18_24
; var x1434 R_18_25
; var x1435 R_18_26
; var x1436 R_18_27
; var x1437 R_18_28
; var x1438 R_18_29
; var x1439 R_18_30
; var x1440 R_18_31
; var x1441 R_19_0
; var x1442 R_19_1
; var x1443 R_19_2
; var x1444 R_19_3
; var x1445 R_19_4
; var x1446 R_19_5
; var x1447 R_19_6
; var x1448 R_19_7
; var x1449 R_19_8
; var x1450 R_19_9
; var x1451 R_19_10
; var x1452 R_19_11
; var x1453 R_19_12
; var x1454 R_19_13
; var x1455 R_19_14
; var x1456 R_19_15
; var x1457 R_19_16
; var x1458 R_19_17
; var x1459 R_19_18
; var x1460 R_19_19
; var x1461 R_19_20
; var x1462 R_19_21
; var x1463 R_19_22
; var x1464 R_19_23
; var x1465 R_19_24
; var x1466 R_19_25
; var x1467 R_19_26
; var x1468 R_19_27
; var x1469 R_19_28
; var x1470 R_19_29
; var x1471 R_19_30
; var x1472 R_19_31
; var x1473 R_20_0
; var x1474 R_20_1
; var x1475 R_20_2
; var x1476 R_20_3
; var x1477 R_20_4
; var x1478 R_20_5
; var x1479 R_20_6
; var x1480 R_20_7
; var x1481 R_20_8
; var x1482 R_20_9
; var x1483 R_20_10
; var x1484 R_20_11
; var x1485 R_20_12
; var x1486 R_20_13
; var x1487 R_20_14
; var x1488 R_20_15
; var x1489 R_20_16
; var x1490 R_20_17
; var x1491 R_20_18
; var x1492 R_20_19
; var x1493 R_20_20
; var x1494 R_20_21
; var x1495 R_20_22
; var x1496 R_20_23
; var x1497 R_20_24
; var x1498 R_20_25
; var x1499 R_20_26
; var x1500 R_20_27
; var x1501 R_20_28
; var x1502 R_20_29
; var x1503 R_20_30
; var x1504 R_20_31
; var x1505 R_21_0
; var x1506 R_21_1
; var x1507 R_21_2
; var x1508 R_21_3
; var x1509 R_21_4
; var x1510 R_21_5
; var x1511 R_21_6
; var x1512 R_21_7
; var x1513 R_21_8
; var x1514 R_21_9
; var x1515 R_21_10
; var x1516 R_21_11
; var x1517 R_21_12
; var x1518 R_21_13
; var x1519 R_21_14
; var x1520 R_21_15
; var x1521 R_21_16
; var x1522 R_21_17
; var x1523 R_21_18
; var x1524 R_21_19
; var x1525 R_21_20
; var x1526 R_21_21
; var x1527 R_21_22
; var x1528 R_21_23
; var x1529 R_21_24
; var x1530 R_21_25
; var x1531 R_21_26
; var x1532 R_21_27
; var x1533 R_21_28
; var x1534 R_21_29
; var x1535 R_21_30
; var x1536 R_21_31
; var x1537 R_22_0
; var x1538 R_22_1
; var x1539 R_22_2
; var x1540 R_22_3
; var x1541 R_22_4
; var x1542 R_22_5
; var x1543 R_22_6
; var x1544 R_22_7
; var x1545 R_22_8
; var x1546 R_22_9
; var x1547 R_22_10
; var x1548 R_22_11
; var x1549 R_22_12
; var x1550 R_22_13
; var x1551 R_22_14
; var x1552 R_22_15
; var x1553 R_22_16
; var x1554 R_22_17
; var x1555 R_22_18
; var x1556 R_22_19
; var x1557 R_22_20
; var x1558 R_22_21
; var x1559 R_22_22
; var x1560 R_22_23
; var x1561 R_22_24
; var x1562 R_22_25
; var x1563 R_22_26
; var x1564 R_22_27
; var x1565 R_22_28
; var x1566 R_22_29
; var x1567 R_22_30
; var x1568 R_22_31
; var x1569 R_23_0
; var x1570 R_23_1
; var x1571 R_23_2
; var x1572 R_23_3
; var x1573 R_23_4
; var x1574 R_23_5
; var x1575 R_23_6
; var x1576 R_23_7
; var x1577 R_23_8
; var x1578 R_23_9
; var x1579 R_23_10
; var x1580 R_23_11
; var x1581 R_23_12
; var x1582 R_23_13
; var x1583 R_23_14
; var x1584 R_23_15
; var x1585 R_23_16
; var x1586 R_23_17
; var x1587 R_23_18
; var x1588 R_23_19
; var x1589 R_23_20
; var x1590 R_23_21
; var x1591 R_23_22
; var x1592 R_23_23
; var x1593 R_23_24
; var x1594 R_23_25
; var x1595 R_23_26
; var x1596 R_23_27
; var x1597 R_23_28
; var x1598 R_23_29
; var x1599 R_23_30
; var x1600 R_23_31
; var x1601 R_24_0
; var x1602 R_24_1
; var x1603 R_24_2
; var x1604 R_24_3
; var x1605 R_24_4
; var x1606 R_24_5
; var x1607 R_24_6
; var x1608 R_24_7
; var x1609 R_24_8
; var x1610 R_24_9
; var x1611 R_24_10
; var x1612 R_24_11
; var x1613 R_24_12
; var x1614 R_24_13
; var x1615 R_24_14
; var x1616 R_24_15
; var x1617 R_24_16
; var x1618 R_24_17
; var x1619 R_24_18
; var x1620 R_24_19
; var x1621 R_24_20
; var x1622 R_24_21
; var x1623 R_24_22
; var x1624 R_24_23
; var x1625 R_24_24
; var x1626 R_24_25
; var x1627 R_24_26
; var x1628 R_24_27
; var x1629 R_24_28
; var x1630 R_24_29
; var x1631 R_24_30
; var x1632 R_24_31
; var x1633 R_25_0
; var x1634 R_25_1
; var x1635 R_25_2
; var x1636 R_25_3
; var x1637 R_25_4
; var x1638 R_25_5
; var x1639 R_25_6
; var x1640 R_25_7
; var x1641 R_25_8
; var x1642 R_25_9
; var x1643 R_25_10
; var x1644 R_25_11
; var x1645 R_25_12
; var x1646 R_25_13
; var x1647 R_25_14
; var x1648 R_25_15
; var x1649 R_25_16
; var x1650 R_25_17
; var x1651 R_25_18
; var x1652 R_25_19
; var x1653 R_25_20
; var x1654 R_25_21
; var x1655 R_25_22
; var x1656 R_25_23
; var x1657 R_25_24
; var x1658 R_25_25
; var x1659 R_25_26
; var x1660 R_25_27
; var x1661 R_25_28
; var x1662 R_25_29
; var x1663 R_25_30
; var x1664 R_25_31
(set-logic QF_LIA)
(declare-const x1 Bool)
(declare-const x2 Bool)
(declare-const x3 Bool)
(declare-const x4 Bool)
(declare-const x5 Bool)
(declare-const x6 Bool)
(declare-const x7 Bool)
(declare-const x8 Bool)
(declare-const x9 Bool)
(declare-const x10 Bool)
(declare-const x11 Bool)
(declare-const x12 Bool)
(declare-const x13 Bool)
(declare-const x14 Bool)
(declare-const x15 Bool)
(declare-const x16 Bool)
(declare-const x17 Bool)
(declare-const x18 Bool)
(declare-const x19 Bool)
(declare-const x20 Bool)
(declare-const x21 Bool)
(declare-const x22 Bool)
(declare-const x23 Bool)
(declare-const x24 Bool)
(declare-const x25 Bool)
(declare-const x26 Bool)
(declare-const x27 Bool)
(declare-const x28 Bool)
(declare-const x29 Bool)
(declare-const x30 Bool)
(declare-const x31 Bool)
(declare-const x32 Bool)
(declare-const x33 Bool)
(declare-const x34 Bool)
(declare-const x35 Bool)
(declare-const x36 Bool)
(declare-const x37 Bool)
(declare-const x38 Bool)
(declare-const x39 Bool)
(declare-const x40 Bool)
(declare-const x41 Bool)
(declare-const x42 Bool)
(declare-const x43 Bool)
(declare-const x44 Bool)
(declare-const x45 Bool)
(declare-const x46 Bool)
(declare-const x47 Bool)
(declare-const x48 Bool)
(declare-const x49 Bool)
(declare-const x50 Bool)
(declare-const x51 Bool)
(declare-const x52 Bool)
(declare-const x53 Bool)
(declare-const x54 Bool)
(declare-const x55 Bool)
(declare-const x56 Bool)
(declare-const x57 Bool)
(declare-const x58 Bool)
(declare-const x59 Bool)
(declare-const x60 Bool)
(declare-const x61 Bool)
(declare-const x62 Bool)
(declare-const x63 Bool)
(declare-const x64 Bool)
(declare-const x65 Bool)
(declare-const x66 Bool)
(declare-const x67 Bool)
(declare-const x68 Bool)
(declare-const x69 Bool)
(declare-const x70 Bool)
(declare-const x71 Bool)
(declare-const x72 Bool)
(declare-const x73 Bool)
(declare-const x74 Bool)
(declare-const x75 Bool)
(declare-const x76 Bool)
(declare-const x77 Bool)
(declare-const x78 Bool)
(declare-const x79 Bool)
(declare-const x80 Bool)
(declare-const x81 Bool)
(declare-const x82 Bool)
(declare-const x83 Bool)
(declare-const x84 Bool)
(declare-const x85 Bool)
(declare-const x86 Bool)
(declare-const x87 Bool)
(declare-const x88 Bool)
(declare-const x89 Bool)
(declare-const x90 Bool)
(declare-const x91 Bool)
(declare-const x92 Bool)
(declare-const x93 Bool)
(declare-const x94 Bool)
(declare-const x95 Bool)
(declare-const x96 Bool)
(declare-const x97 Bool)
(declare-const x98 Bool)
(declare-const x99 Bool)
(declare-const x100 Bool)
(declare-const x101 Bool)
(declare-const x102 Bool)
(declare-const x103 Bool)
(declare-const x104 Bool)
(declare-const x105 Bool)
(declare-const x106 Bool)
(declare-const x107 Bool)
(declare-const x108 Bool)
(declare-const x109 Bool)
(declare-const x110 Bool)
(declare-const x111 Bool)
(declare-const x112 Bool)
(declare-const x113 Bool)
(declare-const x114 Bool)
(declare-const x115 Bool)
(declare-const x116 Bool)
(declare-const x117 Bool)
(declare-const x118 Bool)
(declare-const x119 Bool)
(declare-const x120 Bool)
(declare-const x121 Bool)
(declare-const x122 Bool)
(declare-const x123 Bool)
(declare-const x124 Bool)
(declare-const x125 Bool)
(declare-const x126 Bool)
(declare-const x127 Bool)
(declare-const x128 Bool)
(declare-const x129 Bool)
(declare-const x130 Bool)
(declare-const x131 Bool)
(declare-const x132 Bool)
(declare-const x133 Bool)
(declare-const x134 Bool)
(declare-const x135 Bool)
(declare-const x136 Bool)
(declare-const x137 Bool)
(declare-const x138 Bool)
(declare-const x139 Bool)
(declare-const x140 Bool)
(declare-const x141 Bool)
(declare-const x142 Bool)
(declare-const x143 Bool)
(declare-const x144 Bool)
(declare-const x145 Bool)
(declare-const x146 Bool)
(declare-const x147 Bool)
(declare-const x148 Bool)
(declare-const x149 Bool)
(declare-const x150 Bool)
(declare-const x151 Bool)
(declare-const x152 Bool)
(declare-const x153 Bool)
(declare-const x154 Bool)
(declare-const x155 Bool)
(declare-const x156 Bool)
(declare-const x157 Bool)
(declare-const x158 Bool)
(declare-const x159 Bool)
(declare-const x160 Bool)
(declare-const x161 Bool)
(declare-const x162 Bool)
(declare-const x163 Bool)
(declare-const x164 Bool)
(declare-const x165 Bool)
(declare-const x166 Bool)
(declare-const x167 Bool)
(declare-const x168 Bool)
(declare-const x169 Bool)
(declare-const x170 Bool)
(declare-const x171 Bool)
(declare-const x172 Bool)
(declare-const x173 Bool)
(declare-const x174 Bool)
(declare-const x175 Bool)
(declare-const x176 Bool)
(declare-const x177 Bool)
(declare-const x178 Bool)
(declare-const x179 Bool)
(declare-const x180 Bool)
(declare-const x181 Bool)
(declare-const x182 Bool)
(declare-const x183 Bool)
(declare-const x184 Bool)
(declare-const x185 Bool)
(declare-const x186 Bool)
(declare-const x187 Bool)
(declare-const x188 Bool)
(declare-const x189 Bool)
(declare-const x190 Bool)
(declare-const x191 Bool)
(declare-const x192 Bool)
(declare-const x193 Bool)
(declare-const x194 Bool)
(declare-const x195 Bool)
(declare-const x196 Bool)
(declare-const x197 Bool)
(declare-const x198 Bool)
(declare-const x199 Bool)
(declare-const x200 Bool)
(declare-const x201 Bool)
(declare-const x202 Bool)
(declare-const x203 Bool)
(declare-const x204 Bool)
(declare-const x205 Bool)
(declare-const x206 Bool)
(declare-const x207 Bool)
(declare-const x208 Bool)
(declare-const x209 Bool)
(declare-const x210 Bool)
(declare-const x211 Bool)
(declare-const x212 Bool)
(declare-const x213 Bool)
(declare-const x214 Bool)
(declare-const x215 Bool)
(declare-const x216 Bool)
(declare-const x217 Bool)
(declare-const x218 Bool)
(declare-const x219 Bool)
(declare-const x220 Bool)
(declare-const x221 Bool)
(declare-const x222 Bool)
(declare-const x223 Bool)
(declare-const x224 Bool)
(declare-const x225 Bool)
(declare-const x226 Bool)
(declare-const x227 Bool)
(declare-const x228 Bool)
(declare-const x229 Bool)
(declare-const x230 Bool)
(declare-const x231 Bool)
(declare-const x232 Bool)
(declare-const x233 Bool)
(declare-const x234 Bool)
(declare-const x235 Bool)
(declare-const x236 Bool)
(declare-const x237 Bool)
(declare-const x238 Bool)
(declare-const x239 Bool)
(declare-const x240 Bool)
(declare-const x241 Bool)
(declare-const x242 Bool)
(declare-const x243 Bool)
(declare-const x244 Bool)
(declare-const x245 Bool)
(declare-const x246 Bool)
(declare-const x247 Bool)
(declare-const x248 Bool)
(declare-const x249 Bool)
(declare-const x250 Bool)
(declare-const x251 Bool)
(declare-const x252 Bool)
(declare-const x253 Bool)
(declare-const x254 Bool)
(declare-const x255 Bool)
(declare-const x256 Bool)
(declare-const x257 Bool)
(declare-const x258 Bool)
(declare-const x259 Bool)
(declare-const x260 Bool)
(declare-const x261 Bool)
(declare-const x262 Bool)
(declare-const x263 Bool)
(declare-const x264 Bool)
(declare-const x265 Bool)
(declare-const x266 Bool)
(declare-const x267 Bool)
(declare-const x268 Bool)
(declare-const x269 Bool)
(declare-const x270 Bool)
(declare-const x271 Bool)
(declare-const x272 Bool)
(declare-const x273 Bool)
(declare-const x274 Bool)
(declare-const x275 Bool)
(declare-const x276 Bool)
(declare-const x277 Bool)
(declare-const x278 Bool)
(declare-const x279 Bool)
(declare-const x280 Bool)
(declare-const x281 Bool)
(declare-const x282 Bool)
(declare-const x283 Bool)
(declare-const x284 Bool)
(declare-const x285 Bool)
(declare-const x286 Bool)
(declare-const x287 Bool)
(declare-const x288 Bool)
(declare-const x289 Bool)
(declare-const x290 Bool)
(declare-const x291 Bool)
(declare-const x292 Bool)
(declare-const x293 Bool)
(declare-const x294 Bool)
(declare-const x295 Bool)
(declare-const x296 Bool)
(declare-const x297 Bool)
(declare-const x298 Bool)
(declare-const x299 Bool)
(declare-const x300 Bool)
(declare-const x301 Bool)
(declare-const x302 Bool)
(declare-const x303 Bool)
(declare-const x304 Bool)
(declare-const x305 Bool)
(declare-const x306 Bool)
(declare-const x307 Bool)
(declare-const x308 Bool)
(declare-const x309 Bool)
(declare-const x310 Bool)
(declare-const x311 Bool)
(declare-const x312 Bool)
(declare-const x313 Bool)
(declare-const x314 Bool)
(declare-const x315 Bool)
(declare-const x316 Bool)
(declare-const x317 Bool)
(declare-const x318 Bool)
(declare-const x319 Bool)
(declare-const x320 Bool)
(declare-const x321 Bool)
(declare-const x322 Bool)
(declare-const x323 Bool)
(declare-const x324 Bool)
(declare-const x325 Bool)
(declare-const x326 Bool)
(declare-const x327 Bool)
(declare-const x328 Bool)
(declare-const x329 Bool)
(declare-const x330 Bool)
(declare-const x331 Bool)
(declare-const x332 Bool)
(declare-const x333 Bool)
(declare-const x334 Bool)
(declare-const x335 Bool)
(declare-const x336 Bool)
(declare-const x337 Bool)
(declare-const x338 Bool)
(declare-const x339 Bool)
(declare-const x340 Bool)
(declare-const x341 Bool)
(declare-const x342 Bool)
(declare-const x343 Bool)
(declare-const x344 Bool)
(declare-const x345 Bool)
(declare-const x346 Bool)
(declare-const x347 Bool)
(declare-const x348 Bool)
(declare-const x349 Bool)
(declare-const x350 Bool)
(declare-const x351 Bool)
(declare-const x352 Bool)
(declare-const x353 Bool)
(declare-const x354 Bool)
(declare-const x355 Bool)
(declare-const x356 Bool)
(declare-const x357 Bool)
(declare-const x358 Bool)
(declare-const x359 Bool)
(declare-const x360 Bool)
(declare-const x361 Bool)
(declare-const x362 Bool)
(declare-const x363 Bool)
(declare-const x364 Bool)
(declare-const x365 Bool)
(declare-const x366 Bool)
(declare-const x367 Bool)
(declare-const x368 Bool)
(declare-const x369 Bool)
(declare-const x370 Bool)
(declare-const x371 Bool)
(declare-const x372 Bool)
(declare-const x373 Bool)
(declare-const x374 Bool)
(declare-const x375 Bool)
(declare-const x376 Bool)
(declare-const x377 Bool)
(declare-const x378 Bool)
(declare-const x379 Bool)
(declare-const x380 Bool)
(declare-const x381 Bool)
(declare-const x382 Bool)
(declare-const x383 Bool)
(declare-const x384 Bool)
(declare-const x385 Bool)
(declare-const x386 Bool)
(declare-const x387 Bool)
(declare-const x388 Bool)
(declare-const x389 Bool)
(declare-const x390 Bool)
(declare-const x391 Bool)
(declare-const x392 Bool)
(declare-const x393 Bool)
(declare-const x394 Bool)
(declare-const x395 Bool)
(declare-const x396 Bool)
(declare-const x397 Bool)
(declare-const x398 Bool)
(declare-const x399 Bool)
(declare-const x400 Bool)
(declare-const x401 Bool)
(declare-const x402 Bool)
(declare-const x403 Bool)
(declare-const x404 Bool)
(declare-const x405 Bool)
(declare-const x406 Bool)
(declare-const x407 Bool)
(declare-const x408 Bool)
(declare-const x409 Bool)
(declare-const x410 Bool)
(declare-const x411 Bool)
(declare-const x412 Bool)
(declare-const x413 Bool)
(declare-const x414 Bool)
(declare-const x415 Bool)
(declare-const x416 Bool)
(declare-const x417 Bool)
(declare-const x418 Bool)
(declare-const x419 Bool)
(declare-const x420 Bool)
(declare-const x421 Bool)
(declare-const x422 Bool)
(declare-const x423 Bool)
(declare-const x424 Bool)
(declare-const x425 Bool)
(declare-const x426 Bool)
(declare-const x427 Bool)
(declare-const x428 Bool)
(declare-const x429 Bool)
(declare-const x430 Bool)
(declare-const x431 Bool)
(declare-const x432 Bool)
(declare-const x433 Bool)
(declare-const x434 Bool)
(declare-const x435 Bool)
(declare-const x436 Bool)
(declare-const x437 Bool)
(declare-const x438 Bool)
(declare-const x439 Bool)
(declare-const x440 Bool)
(declare-const x441 Bool)
(declare-const x442 Bool)
(declare-const x443 Bool)
(declare-const x444 Bool)
(declare-const x445 Bool)
(declare-const x446 Bool)
(declare-const x447 Bool)
(declare-const x448 Bool)
(declare-const x449 Bool)
(declare-const x450 Bool)
(declare-const x451 Bool)
(declare-const x452 Bool)
(declare-const x453 Bool)
(declare-const x454 Bool)
(declare-const x455 Bool)
(declare-const x456 Bool)
(declare-const x457 Bool)
(declare-const x458 Bool)
(declare-const x459 Bool)
(declare-const x460 Bool)
(declare-const x461 Bool)
(declare-const x462 Bool)
(declare-const x463 Bool)
(declare-const x464 Bool)
(declare-const x465 Bool)
(declare-const x466 Bool)
(declare-const x467 Bool)
(declare-const x468 Bool)
(declare-const x469 Bool)
(declare-const x470 Bool)
(declare-const x471 Bool)
(declare-const x472 Bool)
(declare-const x473 Bool)
(declare-const x474 Bool)
(declare-const x475 Bool)
(declare-const x476 Bool)
(declare-const x477 Bool)
(declare-const x478 Bool)
(declare-const x479 Bool)
(declare-const x480 Bool)
(declare-const x481 Bool)
(declare-const x482 Bool)
(declare-const x483 Bool)
(declare-const x484 Bool)
(declare-const x485 Bool)
(declare-const x486 Bool)
(declare-const x487 Bool)
(declare-const x488 Bool)
(declare-const x489 Bool)
(declare-const x490 Bool)
(declare-const x491 Bool)
(declare-const x492 Bool)
(declare-const x493 Bool)
(declare-const x494 Bool)
(declare-const x495 Bool)
(declare-const x496 Bool)
(declare-const x497 Bool)
(declare-const x498 Bool)
(declare-const x499 Bool)
(declare-const x500 Bool)
(declare-const x501 Bool)
(declare-const x502 Bool)
(declare-const x503 Bool)
(declare-const x504 Bool)
(declare-const x505 Bool)
(declare-const x506 Bool)
(declare-const x507 Bool)
(declare-const x508 Bool)
(declare-const x509 Bool)
(declare-const x510 Bool)
(declare-const x511 Bool)
(declare-const x512 Bool)
(declare-const x513 Bool)
(declare-const x514 Bool)
(declare-const x515 Bool)
(declare-const x516 Bool)
(declare-const x517 Bool)
(declare-const x518 Bool)
(declare-const x519 Bool)
(declare-const x520 Bool)
(declare-const x521 Bool)
(declare-const x522 Bool)
(declare-const x523 Bool)
(declare-const x524 Bool)
(declare-const x525 Bool)
(declare-const x526 Bool)
(declare-const x527 Bool)
(declare-const x528 Bool)
(declare-const x529 Bool)
(declare-const x530 Bool)
(declare-const x531 Bool)
(declare-const x532 Bool)
(declare-const x533 Bool)
(declare-const x534 Bool)
(declare-const x535 Bool)
(declare-const x536 Bool)
(declare-const x537 Bool)
(declare-const x538 Bool)
(declare-const x539 Bool)
(declare-const x540 Bool)
(declare-const x541 Bool)
(declare-const x542 Bool)
(declare-const x543 Bool)
(declare-const x544 Bool)
(declare-const x545 Bool)
(declare-const x546 Bool)
(declare-const x547 Bool)
(declare-const x548 Bool)
(declare-const x549 Bool)
(declare-const x550 Bool)
(declare-const x551 Bool)
(declare-const x552 Bool)
(declare-const x553 Bool)
(declare-const x554 Bool)
(declare-const x555 Bool)
(declare-const x556 Bool)
(declare-const x557 Bool)
(declare-const x558 Bool)
(declare-const x559 Bool)
(declare-const x560 Bool)
(declare-const x561 Bool)
(declare-const x562 Bool)
(declare-const x563 Bool)
(declare-const x564 Bool)
(declare-const x565 Bool)
(declare-const x566 Bool)
(declare-const x567 Bool)
(declare-const x568 Bool)
(declare-const x569 Bool)
(declare-const x570 Bool)
(declare-const x571 Bool)
(declare-const x572 Bool)
(declare-const x573 Bool)
(declare-const x574 Bool)
(declare-const x575 Bool)
(declare-const x576 Bool)
(declare-const x577 Bool)
(declare-const x578 Bool)
(declare-const x579 Bool)
(declare-const x580 Bool)
(declare-const x581 Bool)
(declare-const x582 Bool)
(declare-const x583 Bool)
(declare-const x584 Bool)
(declare-const x585 Bool)
(declare-const x586 Bool)
(declare-const x587 Bool)
(declare-const x588 Bool)
(declare-const x589 Bool)
(declare-const x590 Bool)
(declare-const x591 Bool)
(declare-const x592 Bool)
(declare-const x593 Bool)
(declare-const x594 Bool)
(declare-const x595 Bool)
(declare-const x596 Bool)
(declare-const x597 Bool)
(declare-const x598 Bool)
(declare-const x599 Bool)
(declare-const x600 Bool)
(declare-const x601 Bool)
(declare-const x602 Bool)
(declare-const x603 Bool)
(declare-const x604 Bool)
(declare-const x605 Bool)
(declare-const x606 Bool)
(declare-const x607 Bool)
(declare-const x608 Bool)
(declare-const x609 Bool)
(declare-const x610 Bool)
(declare-const x611 Bool)
(declare-const x612 Bool)
(declare-const x613 Bool)
(declare-const x614 Bool)
(declare-const x615 Bool)
(declare-const x616 Bool)
(declare-const x617 Bool)
(declare-const x618 Bool)
(declare-const x619 Bool)
(declare-const x620 Bool)
(declare-const x621 Bool)
(declare-const x622 Bool)
(declare-const x623 Bool)
(declare-const x624 Bool)
(declare-const x625 Bool)
(declare-const x626 Bool)
(declare-const x627 Bool)
(declare-const x628 Bool)
(declare-const x629 Bool)
(declare-const x630 Bool)
(declare-const x631 Bool)
(declare-const x632 Bool)
(declare-const x633 Bool)
(declare-const x634 Bool)
(declare-const x635 Bool)
(declare-const x636 Bool)
(declare-const x637 Bool)
(declare-const x638 Bool)
(declare-const x639 Bool)
(declare-const x640 Bool)
(declare-const x641 Bool)
(declare-const x642 Bool)
(declare-const x643 Bool)
(declare-const x644 Bool)
(declare-const x645 Bool)
(declare-const x646 Bool)
(declare-const x647 Bool)
(declare-const x648 Bool)
(declare-const x649 Bool)
(declare-const x650 Bool)
(declare-const x651 Bool)
(declare-const x652 Bool)
(declare-const x653 Bool)
(declare-const x654 Bool)
(declare-const x655 Bool)
(declare-const x656 Bool)
(declare-const x657 Bool)
(declare-const x658 Bool)
(declare-const x659 Bool)
(declare-const x660 Bool)
(declare-const x661 Bool)
(declare-const x662 Bool)
(declare-const x663 Bool)
(declare-const x664 Bool)
(declare-const x665 Bool)
(declare-const x666 Bool)
(declare-const x667 Bool)
(declare-const x668 Bool)
(declare-const x669 Bool)
(declare-const x670 Bool)
(declare-const x671 Bool)
(declare-const x672 Bool)
(declare-const x673 Bool)
(declare-const x674 Bool)
(declare-const x675 Bool)
(declare-const x676 Bool)
(declare-const x677 Bool)
(declare-const x678 Bool)
(declare-const x679 Bool)
(declare-const x680 Bool)
(declare-const x681 Bool)
(declare-const x682 Bool)
(declare-const x683 Bool)
(declare-const x684 Bool)
(declare-const x685 Bool)
(declare-const x686 Bool)
(declare-const x687 Bool)
(declare-const x688 Bool)
(declare-const x689 Bool)
(declare-const x690 Bool)
(declare-const x691 Bool)
(declare-const x692 Bool)
(declare-const x693 Bool)
(declare-const x694 Bool)
(declare-const x695 Bool)
(declare-const x696 Bool)
(declare-const x697 Bool)
(declare-const x698 Bool)
(declare-const x699 Bool)
(declare-const x700 Bool)
(declare-const x701 Bool)
(declare-const x702 Bool)
(declare-const x703 Bool)
(declare-const x704 Bool)
(declare-const x705 Bool)
(declare-const x706 Bool)
(declare-const x707 Bool)
(declare-const x708 Bool)
(declare-const x709 Bool)
(declare-const x710 Bool)
(declare-const x711 Bool)
(declare-const x712 Bool)
(declare-const x713 Bool)
(declare-const x714 Bool)
(declare-const x715 Bool)
(declare-const x716 Bool)
(declare-const x717 Bool)
(declare-const x718 Bool)
(declare-const x719 Bool)
(declare-const x720 Bool)
(declare-const x721 Bool)
(declare-const x722 Bool)
(declare-const x723 Bool)
(declare-const x724 Bool)
(declare-const x725 Bool)
(declare-const x726 Bool)
(declare-const x727 Bool)
(declare-const x728 Bool)
(declare-const x729 Bool)
(declare-const x730 Bool)
(declare-const x731 Bool)
(declare-const x732 Bool)
(declare-const x733 Bool)
(declare-const x734 Bool)
(declare-const x735 Bool)
(declare-const x736 Bool)
(declare-const x737 Bool)
(declare-const x738 Bool)
(declare-const x739 Bool)
(declare-const x740 Bool)
(declare-const x741 Bool)
(declare-const x742 Bool)
(declare-const x743 Bool)
(declare-const x744 Bool)
(declare-const x745 Bool)
(declare-const x746 Bool)
(declare-const x747 Bool)
(declare-const x748 Bool)
(declare-const x749 Bool)
(declare-const x750 Bool)
(declare-const x751 Bool)
(declare-const x752 Bool)
(declare-const x753 Bool)
(declare-const x754 Bool)
(declare-const x755 Bool)
(declare-const x756 Bool)
(declare-const x757 Bool)
(declare-const x758 Bool)
(declare-const x759 Bool)
(declare-const x760 Bool)
(declare-const x761 Bool)
(declare-const x762 Bool)
(declare-const x763 Bool)
(declare-const x764 Bool)
(declare-const x765 Bool)
(declare-const x766 Bool)
(declare-const x767 Bool)
(declare-const x768 Bool)
(declare-const x769 Bool)
(declare-const x770 Bool)
(declare-const x771 Bool)
(declare-const x772 Bool)
(declare-const x773 Bool)
(declare-const x774 Bool)
(declare-const x775 Bool)
(declare-const x776 Bool)
(declare-const x777 Bool)
(declare-const x778 Bool)
(declare-const x779 Bool)
(declare-const x780 Bool)
(declare-const x781 Bool)
(declare-const x782 Bool)
(declare-const x783 Bool)
(declare-const x784 Bool)
(declare-const x785 Bool)
(declare-const x786 Bool)
(declare-const x787 Bool)
(declare-const x788 Bool)
(declare-const x789 Bool)
(declare-const x790 Bool)
(declare-const x791 Bool)
(declare-const x792 Bool)
(declare-const x793 Bool)
(declare-const x794 Bool)
(declare-const x795 Bool)
(declare-const x796 Bool)
(declare-const x797 Bool)
(declare-const x798 Bool)
(declare-const x799 Bool)
(declare-const x800 Bool)
(declare-const x801 Bool)
(declare-const x802 Bool)
(declare-const x803 Bool)
(declare-const x804 Bool)
(declare-const x805 Bool)
(declare-const x806 Bool)
(declare-const x807 Bool)
(declare-const x808 Bool)
(declare-const x809 Bool)
(declare-const x810 Bool)
(declare-const x811 Bool)
(declare-const x812 Bool)
(declare-const x813 Bool)
(declare-const x814 Bool)
(declare-const x815 Bool)
(declare-const x816 Bool)
(declare-const x817 Bool)
(declare-const x818 Bool)
(declare-const x819 Bool)
(declare-const x820 Bool)
(declare-const x821 Bool)
(declare-const x822 Bool)
(declare-const x823 Bool)
(declare-const x824 Bool)
(declare-const x825 Bool)
(declare-const x826 Bool)
(declare-const x827 Bool)
(declare-const x828 Bool)
(declare-const x829 Bool)
(declare-const x830 Bool)
(declare-const x831 Bool)
(declare-const x832 Bool)
(declare-const x833 Bool)
(declare-const x834 Bool)
(declare-const x835 Bool)
(declare-const x836 Bool)
(declare-const x837 Bool)
(declare-const x838 Bool)
(declare-const x839 Bool)
(declare-const x840 Bool)
(declare-const x841 Bool)
(declare-const x842 Bool)
(declare-const x843 Bool)
(declare-const x844 Bool)
(declare-const x845 Bool)
(declare-const x846 Bool)
(declare-const x847 Bool)
(declare-const x848 Bool)
(declare-const x849 Bool)
(declare-const x850 Bool)
(declare-const x851 Bool)
(declare-const x852 Bool)
(declare-const x853 Bool)
(declare-const x854 Bool)
(declare-const x855 Bool)
(declare-const x856 Bool)
(declare-const x857 Bool)
(declare-const x858 Bool)
(declare-const x859 Bool)
(declare-const x860 Bool)
(declare-const x861 Bool)
(declare-const x862 Bool)
(declare-const x863 Bool)
(declare-const x864 Bool)
(declare-const x865 Bool)
(declare-const x866 Bool)
(declare-const x867 Bool)
(declare-const x868 Bool)
(declare-const x869 Bool)
(declare-const x870 Bool)
(declare-const x871 Bool)
(declare-const x872 Bool)
(declare-const x873 Bool)
(declare-const x874 Bool)
(declare-const x875 Bool)
(declare-const x876 Bool)
(declare-const x877 Bool)
(declare-const x878 Bool)
(declare-const x879 Bool)
(declare-const x880 Bool)
(declare-const x881 Bool)
(declare-const x882 Bool)
(declare-const x883 Bool)
(declare-const x884 Bool)
(declare-const x885 Bool)
(declare-const x886 Bool)
(declare-const x887 Bool)
(declare-const x888 Bool)
(declare-const x889 Bool)
(declare-const x890 Bool)
(declare-const x891 Bool)
(declare-const x892 Bool)
(declare-const x893 Bool)
(declare-const x894 Bool)
(declare-const x895 Bool)
(declare-const x896 Bool)
(declare-const x897 Bool)
(declare-const x898 Bool)
(declare-const x899 Bool)
(declare-const x900 Bool)
(declare-const x901 Bool)
(declare-const x902 Bool)
(declare-const x903 Bool)
(declare-const x904 Bool)
(declare-const x905 Bool)
(declare-const x906 Bool)
(declare-const x907 Bool)
(declare-const x908 Bool)
(declare-const x909 Bool)
(declare-const x910 Bool)
(declare-const x911 Bool)
(declare-const x912 Bool)
(declare-const x913 Bool)
(declare-const x914 Bool)
(declare-const x915 Bool)
(declare-const x916 Bool)
(declare-const x917 Bool)
(declare-const x918 Bool)
(declare-const x919 Bool)
(declare-const x920 Bool)
(declare-const x921 Bool)
(declare-const x922 Bool)
(declare-const x923 Bool)
(declare-const x924 Bool)
(declare-const x925 Bool)
(declare-const x926 Bool)
(declare-const x927 Bool)
(declare-const x928 Bool)
(declare-const x929 Bool)
(declare-const x930 Bool)
(declare-const x931 Bool)
(declare-const x932 Bool)
(declare-const x933 Bool)
(declare-const x934 Bool)
(declare-const x935 Bool)
(declare-const x936 Bool)
(declare-const x937 Bool)
(declare-const x938 Bool)
(declare-const x939 Bool)
(declare-const x940 Bool)
(declare-const x941 Bool)
(declare-const x942 Bool)
(declare-const x943 Bool)
(declare-const x944 Bool)
(declare-const x945 Bool)
(declare-const x946 Bool)
(declare-const x947 Bool)
(declare-const x948 Bool)
(declare-const x949 Bool)
(declare-const x950 Bool)
(declare-const x951 Bool)
(declare-const x952 Bool)
(declare-const x953 Bool)
(declare-const x954 Bool)
(declare-const x955 Bool)
(declare-const x956 Bool)
(declare-const x957 Bool)
(declare-const x958 Bool)
(declare-const x959 Bool)
(declare-const x960 Bool)
(declare-const x961 Bool)
(declare-const x962 Bool)
(declare-const x963 Bool)
(declare-const x964 Bool)
(declare-const x965 Bool)
(declare-const x966 Bool)
(declare-const x967 Bool)
(declare-const x968 Bool)
(declare-const x969 Bool)
(declare-const x970 Bool)
(declare-const x971 Bool)
(declare-const x972 Bool)
(declare-const x973 Bool)
(declare-const x974 Bool)
(declare-const x975 Bool)
(declare-const x976 Bool)
(declare-const x977 Bool)
(declare-const x978 Bool)
(declare-const x979 Bool)
(declare-const x980 Bool)
(declare-const x981 Bool)
(declare-const x982 Bool)
(declare-const x983 Bool)
(declare-const x984 Bool)
(declare-const x985 Bool)
(declare-const x986 Bool)
(declare-const x987 Bool)
(declare-const x988 Bool)
(declare-const x989 Bool)
(declare-const x990 Bool)
(declare-const x991 Bool)
(declare-const x992 Bool)
(declare-const x993 Bool)
(declare-const x994 Bool)
(declare-const x995 Bool)
(declare-const x996 Bool)
(declare-const x997 Bool)
(declare-const x998 Bool)
(declare-const x999 Bool)
(declare-const x1000 Bool)
(declare-const x1001 Bool)
(declare-const x1002 Bool)
(declare-const x1003 Bool)
(declare-const x1004 Bool)
(declare-const x1005 Bool)
(declare-const x1006 Bool)
(declare-const x1007 Bool)
(declare-const x1008 Bool)
(declare-const x1009 Bool)
(declare-const x1010 Bool)
(declare-const x1011 Bool)
(declare-const x1012 Bool)
(declare-const x1013 Bool)
(declare-const x1014 Bool)
(declare-const x1015 Bool)
(declare-const x1016 Bool)
(declare-const x1017 Bool)
(declare-const x1018 Bool)
(declare-const x1019 Bool)
(declare-const x1020 Bool)
(declare-const x1021 Bool)
(declare-const x1022 Bool)
(declare-const x1023 Bool)
(declare-const x1024 Bool)
(declare-const x1025 Bool)
(declare-const x1026 Bool)
(declare-const x1027 Bool)
(declare-const x1028 Bool)
(declare-const x1029 Bool)
(declare-const x1030 Bool)
(declare-const x1031 Bool)
(declare-const x1032 Bool)
(declare-const x1033 Bool)
(declare-const x1034 Bool)
(declare-const x1035 Bool)
(declare-const x1036 Bool)
(declare-const x1037 Bool)
(declare-const x1038 Bool)
(declare-const x1039 Bool)
(declare-const x1040 Bool)
(declare-const x1041 Bool)
(declare-const x1042 Bool)
(declare-const x1043 Bool)
(declare-const x1044 Bool)
(declare-const x1045 Bool)
(declare-const x1046 Bool)
(declare-const x1047 Bool)
(declare-const x1048 Bool)
(declare-const x1049 Bool)
(declare-const x1050 Bool)
(declare-const x1051 Bool)
(declare-const x1052 Bool)
(declare-const x1053 Bool)
(declare-const x1054 Bool)
(declare-const x1055 Bool)
(declare-const x1056 Bool)
(declare-const x1057 Bool)
(declare-const x1058 Bool)
(declare-const x1059 Bool)
(declare-const x1060 Bool)
(declare-const x1061 Bool)
(declare-const x1062 Bool)
(declare-const x1063 Bool)
(declare-const x1064 Bool)
(declare-const x1065 Bool)
(declare-const x1066 Bool)
(declare-const x1067 Bool)
(declare-const x1068 Bool)
(declare-const x1069 Bool)
(declare-const x1070 Bool)
(declare-const x1071 Bool)
(declare-const x1072 Bool)
(declare-const x1073 Bool)
(declare-const x1074 Bool)
(declare-const x1075 Bool)
(declare-const x1076 Bool)
(declare-const x1077 Bool)
(declare-const x1078 Bool)
(declare-const x1079 Bool)
(declare-const x1080 Bool)
(declare-const x1081 Bool)
(declare-const x1082 Bool)
(declare-const x1083 Bool)
(declare-const x1084 Bool)
(declare-const x1085 Bool)
(declare-const x1086 Bool)
(declare-const x1087 Bool)
(declare-const x1088 Bool)
(declare-const x1089 Bool)
(declare-const x1090 Bool)
(declare-const x1091 Bool)
(declare-const x1092 Bool)
(declare-const x1093 Bool)
(declare-const x1094 Bool)
(declare-const x1095 Bool)
(declare-const x1096 Bool)
(declare-const x1097 Bool)
(declare-const x1098 Bool)
(declare-const x1099 Bool)
(declare-const x1100 Bool)
(declare-const x1101 Bool)
(declare-const x1102 Bool)
(declare-const x1103 Bool)
(declare-const x1104 Bool)
(declare-const x1105 Bool)
(declare-const x1106 Bool)
(declare-const x1107 Bool)
(declare-const x1108 Bool)
(declare-const x1109 Bool)
(declare-const x1110 Bool)
(declare-const x1111 Bool)
(declare-const x1112 Bool)
(declare-const x1113 Bool)
(declare-const x1114 Bool)
(declare-const x1115 Bool)
(declare-const x1116 Bool)
(declare-const x1117 Bool)
(declare-const x1118 Bool)
(declare-const x1119 Bool)
(declare-const x1120 Bool)
(declare-const x1121 Bool)
(declare-const x1122 Bool)
(declare-const x1123 Bool)
(declare-const x1124 Bool)
(declare-const x1125 Bool)
(declare-const x1126 Bool)
(declare-const x1127 Bool)
(declare-const x1128 Bool)
(declare-const x1129 Bool)
(declare-const x1130 Bool)
(declare-const x1131 Bool)
(declare-const x1132 Bool)
(declare-const x1133 Bool)
(declare-const x1134 Bool)
(declare-const x1135 Bool)
(declare-const x1136 Bool)
(declare-const x1137 Bool)
(declare-const x1138 Bool)
(declare-const x1139 Bool)
(declare-const x1140 Bool)
(declare-const x1141 Bool)
(declare-const x1142 Bool)
(declare-const x1143 Bool)
(declare-const x1144 Bool)
(declare-const x1145 Bool)
(declare-const x1146 Bool)
(declare-const x1147 Bool)
(declare-const x1148 Bool)
(declare-const x1149 Bool)
(declare-const x1150 Bool)
(declare-const x1151 Bool)
(declare-const x1152 Bool)
(declare-const x1153 Bool)
(declare-const x1154 Bool)
(declare-const x1155 Bool)
(declare-const x1156 Bool)
(declare-const x1157 Bool)
(declare-const x1158 Bool)
(declare-const x1159 Bool)
(declare-const x1160 Bool)
(declare-const x1161 Bool)
(declare-const x1162 Bool)
(declare-const x1163 Bool)
(declare-const x1164 Bool)
(declare-const x1165 Bool)
(declare-const x1166 Bool)
(declare-const x1167 Bool)
(declare-const x1168 Bool)
(declare-const x1169 Bool)
(declare-const x1170 Bool)
(declare-const x1171 Bool)
(declare-const x1172 Bool)
(declare-const x1173 Bool)
(declare-const x1174 Bool)
(declare-const x1175 Bool)
(declare-const x1176 Bool)
(declare-const x1177 Bool)
(declare-const x1178 Bool)
(declare-const x1179 Bool)
(declare-const x1180 Bool)
(declare-const x1181 Bool)
(declare-const x1182 Bool)
(declare-const x1183 Bool)
(declare-const x1184 Bool)
(declare-const x1185 Bool)
(declare-const x1186 Bool)
(declare-const x1187 Bool)
(declare-const x1188 Bool)
(declare-const x1189 Bool)
(declare-const x1190 Bool)
(declare-const x1191 Bool)
(declare-const x1192 Bool)
(declare-const x1193 Bool)
(declare-const x1194 Bool)
(declare-const x1195 Bool)
(declare-const x1196 Bool)
(declare-const x1197 Bool)
(declare-const x1198 Bool)
(declare-const x1199 Bool)
(declare-const x1200 Bool)
(declare-const x1201 Bool)
(declare-const x1202 Bool)
(declare-const x1203 Bool)
(declare-const x1204 Bool)
(declare-const x1205 Bool)
(declare-const x1206 Bool)
(declare-const x1207 Bool)
(declare-const x1208 Bool)
(declare-const x1209 Bool)
(declare-const x1210 Bool)
(declare-const x1211 Bool)
(declare-const x1212 Bool)
(declare-const x1213 Bool)
(declare-const x1214 Bool)
(declare-const x1215 Bool)
(declare-const x1216 Bool)
(declare-const x1217 Bool)
(declare-const x1218 Bool)
(declare-const x1219 Bool)
(declare-const x1220 Bool)
(declare-const x1221 Bool)
(declare-const x1222 Bool)
(declare-const x1223 Bool)
(declare-const x1224 Bool)
(declare-const x1225 Bool)
(declare-const x1226 Bool)
(declare-const x1227 Bool)
(declare-const x1228 Bool)
(declare-const x1229 Bool)
(declare-const x1230 Bool)
(declare-const x1231 Bool)
(declare-const x1232 Bool)
(declare-const x1233 Bool)
(declare-const x1234 Bool)
(declare-const x1235 Bool)
(declare-const x1236 Bool)
(declare-const x1237 Bool)
(declare-const x1238 Bool)
(declare-const x1239 Bool)
(declare-const x1240 Bool)
(declare-const x1241 Bool)
(declare-const x1242 Bool)
(declare-const x1243 Bool)
(declare-const x1244 Bool)
(declare-const x1245 Bool)
(declare-const x1246 Bool)
(declare-const x1247 Bool)
(declare-const x1248 Bool)
(declare-const x1249 Bool)
(declare-const x1250 Bool)
(declare-const x1251 Bool)
(declare-const x1252 Bool)
(declare-const x1253 Bool)
(declare-const x1254 Bool)
(declare-const x1255 Bool)
(declare-const x1256 Bool)
(declare-const x1257 Bool)
(declare-const x1258 Bool)
(declare-const x1259 Bool)
(declare-const x1260 Bool)
(declare-const x1261 Bool)
(declare-const x1262 Bool)
(declare-const x1263 Bool)
(declare-const x1264 Bool)
(declare-const x1265 Bool)
(declare-const x1266 Bool)
(declare-const x1267 Bool)
(declare-const x1268 Bool)
(declare-const x1269 Bool)
(declare-const x1270 Bool)
(declare-const x1271 Bool)
(declare-const x1272 Bool)
(declare-const x1273 Bool)
(declare-const x1274 Bool)
(declare-const x1275 Bool)
(declare-const x1276 Bool)
(declare-const x1277 Bool)
(declare-const x1278 Bool)
(declare-const x1279 Bool)
(declare-const x1280 Bool)
(declare-const x1281 Bool)
(declare-const x1282 Bool)
(declare-const x1283 Bool)
(declare-const x1284 Bool)
(declare-const x1285 Bool)
(declare-const x1286 Bool)
(declare-const x1287 Bool)
(declare-const x1288 Bool)
(declare-const x1289 Bool)
(declare-const x1290 Bool)
(declare-const x1291 Bool)
(declare-const x1292 Bool)
(declare-const x1293 Bool)
(declare-const x1294 Bool)
(declare-const x1295 Bool)
(declare-const x1296 Bool)
(declare-const x1297 Bool)
(declare-const x1298 Bool)
(declare-const x1299 Bool)
(declare-const x1300 Bool)
(declare-const x1301 Bool)
(declare-const x1302 Bool)
(declare-const x1303 Bool)
(declare-const x1304 Bool)
(declare-const x1305 Bool)
(declare-const x1306 Bool)
(declare-const x1307 Bool)
(declare-const x1308 Bool)
(declare-const x1309 Bool)
(declare-const x1310 Bool)
(declare-const x1311 Bool)
(declare-const x1312 Bool)
(declare-const x1313 Bool)
(declare-const x1314 Bool)
(declare-const x1315 Bool)
(declare-const x1316 Bool)
(declare-const x1317 Bool)
(declare-const x1318 Bool)
(declare-const x1319 Bool)
(declare-const x1320 Bool)
(declare-const x1321 Bool)
(declare-const x1322 Bool)
(declare-const x1323 Bool)
(declare-const x1324 Bool)
(declare-const x1325 Bool)
(declare-const x1326 Bool)
(declare-const x1327 Bool)
(declare-const x1328 Bool)
(declare-const x1329 Bool)
(declare-const x1330 Bool)
(declare-const x1331 Bool)
(declare-const x1332 Bool)
(declare-const x1333 Bool)
(declare-const x1334 Bool)
(declare-const x1335 Bool)
(declare-const x1336 Bool)
(declare-const x1337 Bool)
(declare-const x1338 Bool)
(declare-const x1339 Bool)
(declare-const x1340 Bool)
(declare-const x1341 Bool)
(declare-const x1342 Bool)
(declare-const x1343 Bool)
(declare-const x1344 Bool)
(declare-const x1345 Bool)
(declare-const x1346 Bool)
(declare-const x1347 Bool)
(declare-const x1348 Bool)
(declare-const x1349 Bool)
(declare-const x1350 Bool)
(declare-const x1351 Bool)
(declare-const x1352 Bool)
(declare-const x1353 Bool)
(declare-const x1354 Bool)
(declare-const x1355 Bool)
(declare-const x1356 Bool)
(declare-const x1357 Bool)
(declare-const x1358 Bool)
(declare-const x1359 Bool)
(declare-const x1360 Bool)
(declare-const x1361 Bool)
(declare-const x1362 Bool)
(declare-const x1363 Bool)
(declare-const x1364 Bool)
(declare-const x1365 Bool)
(declare-const x1366 Bool)
(declare-const x1367 Bool)
(declare-const x1368 Bool)
(declare-const x1369 Bool)
(declare-const x1370 Bool)
(declare-const x1371 Bool)
(declare-const x1372 Bool)
(declare-const x1373 Bool)
(declare-const x1374 Bool)
(declare-const x1375 Bool)
(declare-const x1376 Bool)
(declare-const x1377 Bool)
(declare-const x1378 Bool)
(declare-const x1379 Bool)
(declare-const x1380 Bool)
(declare-const x1381 Bool)
(declare-const x1382 Bool)
(declare-const x1383 Bool)
(declare-const x1384 Bool)
(declare-const x1385 Bool)
(declare-const x1386 Bool)
(declare-const x1387 Bool)
(declare-const x1388 Bool)
(declare-const x1389 Bool)
(declare-const x1390 Bool)
(declare-const x1391 Bool)
(declare-const x1392 Bool)
(declare-const x1393 Bool)
(declare-const x1394 Bool)
(declare-const x1395 Bool)
(declare-const x1396 Bool)
(declare-const x1397 Bool)
(declare-const x1398 Bool)
(declare-const x1399 Bool)
(declare-const x1400 Bool)
(declare-const x1401 Bool)
(declare-const x1402 Bool)
(declare-const x1403 Bool)
(declare-const x1404 Bool)
(declare-const x1405 Bool)
(declare-const x1406 Bool)
(declare-const x1407 Bool)
(declare-const x1408 Bool)
(declare-const x1409 Bool)
(declare-const x1410 Bool)
(declare-const x1411 Bool)
(declare-const x1412 Bool)
(declare-const x1413 Bool)
(declare-const x1414 Bool)
(declare-const x1415 Bool)
(declare-const x1416 Bool)
(declare-const x1417 Bool)
(declare-const x1418 Bool)
(declare-const x1419 Bool)
(declare-const x1420 Bool)
(declare-const x1421 Bool)
(declare-const x1422 Bool)
(declare-const x1423 Bool)
(declare-const x1424 Bool)
(declare-const x1425 Bool)
(declare-const x1426 Bool)
(declare-const x1427 Bool)
(declare-const x1428 Bool)
(declare-const x1429 Bool)
(declare-const x1430 Bool)
(declare-const x1431 Bool)
(declare-const x1432 Bool)
(declare-const x1433 Bool)
(declare-const x1434 Bool)
(declare-const x1435 Bool)
(declare-const x1436 Bool)
(declare-const x1437 Bool)
(declare-const x1438 Bool)
(declare-const x1439 Bool)
(declare-const x1440 Bool)
(declare-const x1441 Bool)
(declare-const x1442 Bool)
(declare-const x1443 Bool)
(declare-const x1444 Bool)
(declare-const x1445 Bool)
(declare-const x1446 Bool)
(declare-const x1447 Bool)
(declare-const x1448 Bool)
(declare-const x1449 Bool)
(declare-const x1450 Bool)
(declare-const x1451 Bool)
(declare-const x1452 Bool)
(declare-const x1453 Bool)
(declare-const x1454 Bool)
(declare-const x1455 Bool)
(declare-const x1456 Bool)
(declare-const x1457 Bool)
(declare-const x1458 Bool)
(declare-const x1459 Bool)
(declare-const x1460 Bool)
(declare-const x1461 Bool)
(declare-const x1462 Bool)
(declare-const x1463 Bool)
(declare-const x1464 Bool)
(declare-const x1465 Bool)
(declare-const x1466 Bool)
(declare-const x1467 Bool)
(declare-const x1468 Bool)
(declare-const x1469 Bool)
(declare-const x1470 Bool)
(declare-const x1471 Bool)
(declare-const x1472 Bool)
(declare-const x1473 Bool)
(declare-const x1474 Bool)
(declare-const x1475 Bool)
(declare-const x1476 Bool)
(declare-const x1477 Bool)
(declare-const x1478 Bool)
(declare-const x1479 Bool)
(declare-const x1480 Bool)
(declare-const x1481 Bool)
(declare-const x1482 Bool)
(declare-const x1483 Bool)
(declare-const x1484 Bool)
(declare-const x1485 Bool)
(declare-const x1486 Bool)
(declare-const x1487 Bool)
(declare-const x1488 Bool)
(declare-const x1489 Bool)
(declare-const x1490 Bool)
(declare-const x1491 Bool)
(declare-const x1492 Bool)
(declare-const x1493 Bool)
(declare-const x1494 Bool)
(declare-const x1495 Bool)
(declare-const x1496 Bool)
(declare-const x1497 Bool)
(declare-const x1498 Bool)
(declare-const x1499 Bool)
(declare-const x1500 Bool)
(declare-const x1501 Bool)
(declare-const x1502 Bool)
(declare-const x1503 Bool)
(declare-const x1504 Bool)
(declare-const x1505 Bool)
(declare-const x1506 Bool)
(declare-const x1507 Bool)
(declare-const x1508 Bool)
(declare-const x1509 Bool)
(declare-const x1510 Bool)
(declare-const x1511 Bool)
(declare-const x1512 Bool)
(declare-const x1513 Bool)
(declare-const x1514 Bool)
(declare-const x1515 Bool)
(declare-const x1516 Bool)
(declare-const x1517 Bool)
(declare-const x1518 Bool)
(declare-const x1519 Bool)
(declare-const x1520 Bool)
(declare-const x1521 Bool)
(declare-const x1522 Bool)
(declare-const x1523 Bool)
(declare-const x1524 Bool)
(declare-const x1525 Bool)
(declare-const x1526 Bool)
(declare-const x1527 Bool)
(declare-const x1528 Bool)
(declare-const x1529 Bool)
(declare-const x1530 Bool)
(declare-const x1531 Bool)
(declare-const x1532 Bool)
(declare-const x1533 Bool)
(declare-const x1534 Bool)
(declare-const x1535 Bool)
(declare-const x1536 Bool)
(declare-const x1537 Bool)
(declare-const x1538 Bool)
(declare-const x1539 Bool)
(declare-const x1540 Bool)
(declare-const x1541 Bool)
(declare-const x1542 Bool)
(declare-const x1543 Bool)
(declare-const x1544 Bool)
(declare-const x1545 Bool)
(declare-const x1546 Bool)
(declare-const x1547 Bool)
(declare-const x1548 Bool)
(declare-const x1549 Bool)
(declare-const x1550 Bool)
(declare-const x1551 Bool)
(declare-const x1552 Bool)
(declare-const x1553 Bool)
(declare-const x1554 Bool)
(declare-const x1555 Bool)
(declare-const x1556 Bool)
(declare-const x1557 Bool)
(declare-const x1558 Bool)
(declare-const x1559 Bool)
(declare-const x1560 Bool)
(declare-const x1561 Bool)
(declare-const x1562 Bool)
(declare-const x1563 Bool)
(declare-const x1564 Bool)
(declare-const x1565 Bool)
(declare-const x1566 Bool)
(declare-const x1567 Bool)
(declare-const x1568 Bool)
(declare-const x1569 Bool)
(declare-const x1570 Bool)
(declare-const x1571 Bool)
(declare-const x1572 Bool)
(declare-const x1573 Bool)
(declare-const x1574 Bool)
(declare-const x1575 Bool)
(declare-const x1576 Bool)
(declare-const x1577 Bool)
(declare-const x1578 Bool)
(declare-const x1579 Bool)
(declare-const x1580 Bool)
(declare-const x1581 Bool)
(declare-const x1582 Bool)
(declare-const x1583 Bool)
(declare-const x1584 Bool)
(declare-const x1585 Bool)
(declare-const x1586 Bool)
(declare-const x1587 Bool)
(declare-const x1588 Bool)
(declare-const x1589 Bool)
(declare-const x1590 Bool)
(declare-const x1591 Bool)
(declare-const x1592 Bool)
(declare-const x1593 Bool)
(declare-const x1594 Bool)
(declare-const x1595 Bool)
(declare-const x1596 Bool)
(declare-const x1597 Bool)
(declare-const x1598 Bool)
(declare-const x1599 Bool)
(declare-const x1600 Bool)
(declare-const x1601 Bool)
(declare-const x1602 Bool)
(declare-const x1603 Bool)
(declare-const x1604 Bool)
(declare-const x1605 Bool)
(declare-const x1606 Bool)
(declare-const x1607 Bool)
(declare-const x1608 Bool)
(declare-const x1609 Bool)
(declare-const x1610 Bool)
(declare-const x1611 Bool)
(declare-const x1612 Bool)
(declare-const x1613 Bool)
(declare-const x1614 Bool)
(declare-const x1615 Bool)
(declare-const x1616 Bool)
(declare-const x1617 Bool)
(declare-const x1618 Bool)
(declare-const x1619 Bool)
(declare-const x1620 Bool)
(declare-const x1621 Bool)
(declare-const x1622 Bool)
(declare-const x1623 Bool)
(declare-const x1624 Bool)
(declare-const x1625 Bool)
(declare-const x1626 Bool)
(declare-const x1627 Bool)
(declare-const x1628 Bool)
(declare-const x1629 Bool)
(declare-const x1630 Bool)
(declare-const x1631 Bool)
(declare-const x1632 Bool)
(declare-const x1633 Bool)
(declare-const x1634 Bool)
(declare-const x1635 Bool)
(declare-const x1636 Bool)
(declare-const x1637 Bool)
(declare-const x1638 Bool)
(declare-const x1639 Bool)
(declare-const x1640 Bool)
(declare-const x1641 Bool)
(declare-const x1642 Bool)
(declare-const x1643 Bool)
(declare-const x1644 Bool)
(declare-const x1645 Bool)
(declare-const x1646 Bool)
(declare-const x1647 Bool)
(declare-const x1648 Bool)
(declare-const x1649 Bool)
(declare-const x1650 Bool)
(declare-const x1651 Bool)
(declare-const x1652 Bool)
(declare-const x1653 Bool)
(declare-const x1654 Bool)
(declare-const x1655 Bool)
(declare-const x1656 Bool)
(declare-const x1657 Bool)
(declare-const x1658 Bool)
(declare-const x1659 Bool)
(declare-const x1660 Bool)
(declare-const x1661 Bool)
(declare-const x1662 Bool)
(declare-const x1663 Bool)
(declare-const x1664 Bool)
(assert (<= 0 0))
(assert (<= (+ 0 (ite x833 1 0) (ite x865 1 0) (ite x897 1 0) (ite x929 1 0) (ite x961 1 0) (ite x993 1 0) (ite x1025 1 0) (ite x1057 1 0) (ite x1089 1 0) (ite x1121 1 0) (ite x1153 1 0) (ite x1185 1 0) (ite x1217 1 0) (ite x1249 1 0) (ite x1281 1 0) (ite x1313 1 0) (ite x1345 1 0) (ite x1377 1 0) (ite x1409 1 0) (ite x1441 1 0) (ite x1473 1 0) (ite x1505 1 0) (ite x1537 1 0) (ite x1569 1 0) (ite x1601 1 0) (ite x1633 1 0)) 1))
(assert (>= (+ 0 (ite x833 1 0) (ite x834 -1 0) (ite x865 1 0) (ite x866 -1 0) (ite x897 1 0) (ite x898 -1 0) (ite x929 1 0) (ite x930 -1 0) (ite x961 1 0) (ite x962 -1 0) (ite x993 1 0) (ite x994 -1 0) (ite x1025 1 0) (ite x1026 -1 0) (ite x1057 1 0) (ite x1058 -1 0) (ite x1089 1 0) (ite x1090 -1 0) (ite x1121 1 0) (ite x1122 -1 0) (ite x1153 1 0) (ite x1154 -1 0) (ite x1185 1 0) (ite x1186 -1 0) (ite x1217 1 0) (ite x1218 -1 0) (ite x1249 1 0) (ite x1250 -1 0) (ite x1281 1 0) (ite x1282 -1 0) (ite x1313 1 0) (ite x1314 -1 0) (ite x1345 1 0) (ite x1346 -1 0) (ite x1377 1 0) (ite x1378 -1 0) (ite x1409 1 0) (ite x1410 -1 0) (ite x1441 1 0) (ite x1442 -1 0) (ite x1473 1 0) (ite x1474 -1 0) (ite x1505 1 0) (ite x1506 -1 0) (ite x1537 1 0) (ite x1538 -1 0) (ite x1569 1 0) (ite x1570 -1 0) (ite x1601 1 0) (ite x1602 -1 0) (ite x1633 1 0) (ite x1634 -1 0)) 0))
(assert (<= (+ 0 (ite x834 1 0) (ite x866 1 0) (ite x898 1 0) (ite x930 1 0) (ite x962 1 0) (ite x994 1 0) (ite x1026 1 0) (ite x1058 1 0) (ite x1090 1 0) (ite x1122 1 0) (ite x1154 1 0) (ite x1186 1 0) (ite x1218 1 0) (ite x1250 1 0) (ite x1282 1 0) (ite x1314 1 0) (ite x1346 1 0) (ite x1378 1 0) (ite x1410 1 0) (ite x1442 1 0) (ite x1474 1 0) (ite x1506 1 0) (ite x1538 1 0) (ite x1570 1 0) (ite x1602 1 0) (ite x1634 1 0)) 1))
(assert (>= (+ 0 (ite x834 1 0) (ite x835 -1 0) (ite x866 1 0) (ite x867 -1 0) (ite x898 1 0) (ite x899 -1 0) (ite x930 1 0) (ite x931 -1 0) (ite x962 1 0) (ite x963 -1 0) (ite x994 1 0) (ite x995 -1 0) (ite x1026 1 0) (ite x1027 -1 0) (ite x1058 1 0) (ite x1059 -1 0) (ite x1090 1 0) (ite x1091 -1 0) (ite x1122 1 0) (ite x1123 -1 0) (ite x1154 1 0) (ite x1155 -1 0) (ite x1186 1 0) (ite x1187 -1 0) (ite x1218 1 0) (ite x1219 -1 0) (ite x1250 1 0) (ite x1251 -1 0) (ite x1282 1 0) (ite x1283 -1 0) (ite x1314 1 0) (ite x1315 -1 0) (ite x1346 1 0) (ite x1347 -1 0) (ite x1378 1 0) (ite x1379 -1 0) (ite x1410 1 0) (ite x1411 -1 0) (ite x1442 1 0) (ite x1443 -1 0) (ite x1474 1 0) (ite x1475 -1 0) (ite x1506 1 0) (ite x1507 -1 0) (ite x1538 1 0) (ite x1539 -1 0) (ite x1570 1 0) (ite x1571 -1 0) (ite x1602 1 0) (ite x1603 -1 0) (ite x1634 1 0) (ite x1635 -1 0)) 0))
(assert (<= (+ 0 (ite x835 1 0) (ite x867 1 0) (ite x899 1 0) (ite x931 1 0) (ite x963 1 0) (ite x995 1 0) (ite x1027 1 0) (ite x1059 1 0) (ite x1091 1 0) (ite x1123 1 0) (ite x1155 1 0) (ite x1187 1 0) (ite x1219 1 0) (ite x1251 1 0) (ite x1283 1 0) (ite x1315 1 0) (ite x1347 1 0) (ite x1379 1 0) (ite x1411 1 0) (ite x1443 1 0) (ite x1475 1 0) (ite x1507 1 0) (ite x1539 1 0) (ite x1571 1 0) (ite x1603 1 0) (ite x1635 1 0)) 1))
(assert (>= (+ 0 (ite x835 1 0) (ite x836 -1 0) (ite x867 1 0) (ite x868 -1 0) (ite x899 1 0) (ite x900 -1 0) (ite x931 1 0) (ite x932 -1 0) (ite x963 1 0) (ite x964 -1 0) (ite x995 1 0) (ite x996 -1 0) (ite x1027 1 0) (ite x1028 -1 0) (ite x1059 1 0) (ite x1060 -1 0) (ite x1091 1 0) (ite x1092 -1 0) (ite x1123 1 0) (ite x1124 -1 0) (ite x1155 1 0) (ite x1156 -1 0) (ite x1187 1 0) (ite x1188 -1 0) (ite x1219 1 0) (ite x1220 -1 0) (ite x1251 1 0) (ite x1252 -1 0) (ite x1283 1 0) (ite x1284 -1 0) (ite x1315 1 0) (ite x1316 -1 0) (ite x1347 1 0) (ite x1348 -1 0) (ite x1379 1 0) (ite x1380 -1 0) (ite x1411 1 0) (ite x1412 -1 0) (ite x1443 1 0) (ite x1444 -1 0) (ite x1475 1 0) (ite x1476 -1 0) (ite x1507 1 0) (ite x1508 -1 0) (ite x1539 1 0) (ite x1540 -1 0) (ite x1571 1 0) (ite x1572 -1 0) (ite x1603 1 0) (ite x1604 -1 0) (ite x1635 1 0) (ite x1636 -1 0)) 0))
(assert (<= (+ 0 (ite x836 1 0) (ite x868 1 0) (ite x900 1 0) (ite x932 1 0) (ite x964 1 0) (ite x996 1 0) (ite x1028 1 0) (ite x1060 1 0) (ite x1092 1 0) (ite x1124 1 0) (ite x1156 1 0) (ite x1188 1 0) (ite x1220 1 0) (ite x1252 1 0) (ite x1284 1 0) (ite x1316 1 0) (ite x1348 1 0) (ite x1380 1 0) (ite x1412 1 0) (ite x1444 1 0) (ite x1476 1 0) (ite x1508 1 0) (ite x1540 1 0) (ite x1572 1 0) (ite x1604 1 0) (ite x1636 1 0)) 1))
(assert (>= (+ 0 (ite x836 1 0) (ite x837 -1 0) (ite x868 1 0) (ite x869 -1 0) (ite x900 1 0) (ite x901 -1 0) (ite x932 1 0) (ite x933 -1 0) (ite x964 1 0) (ite x965 -1 0) (ite x996 1 0) (ite x997 -1 0) (ite x1028 1 0) (ite x1029 -1 0) (ite x1060 1 0) (ite x1061 -1 0) (ite x1092 1 0) (ite x1093 -1 0) (ite x1124 1 0) (ite x1125 -1 0) (ite x1156 1 0) (ite x1157 -1 0) (ite x1188 1 0) (ite x1189 -1 0) (ite x1220 1 0) (ite x1221 -1 0) (ite x1252 1 0) (ite x1253 -1 0) (ite x1284 1 0) (ite x1285 -1 0) (ite x1316 1 0) (ite x1317 -1 0) (ite x1348 1 0) (ite x1349 -1 0) (ite x1380 1 0) (ite x1381 -1 0) (ite x1412 1 0) (ite x1413 -1 0) (ite x1444 1 0) (ite x1445 -1 0) (ite x1476 1 0) (ite x1477 -1 0) (ite x1508 1 0) (ite x1509 -1 0) (ite x1540 1 0) (ite x1541 -1 0) (ite x1572 1 0) (ite x1573 -1 0) (ite x1604 1 0) (ite x1605 -1 0) (ite x1636 1 0) (ite x1637 -1 0)) 0))
(assert (<= (+ 0 (ite x837 1 0) (ite x869 1 0) (ite x901 1 0) (ite x933 1 0) (ite x965 1 0) (ite x997 1 0) (ite x1029 1 0) (ite x1061 1 0) (ite x1093 1 0) (ite x1125 1 0) (ite x1157 1 0) (ite x1189 1 0) (ite x1221 1 0) (ite x1253 1 0) (ite x1285 1 0) (ite x1317 1 0) (ite x1349 1 0) (ite x1381 1 0) (ite x1413 1 0) (ite x1445 1 0) (ite x1477 1 0) (ite x1509 1 0) (ite x1541 1 0) (ite x1573 1 0) (ite x1605 1 0) (ite x1637 1 0)) 1))
(assert (>= (+ 0 (ite x837 1 0) (ite x838 -1 0) (ite x869 1 0) (ite x870 -1 0) (ite x901 1 0) (ite x902 -1 0) (ite x933 1 0) (ite x934 -1 0) (ite x965 1 0) (ite x966 -1 0) (ite x997 1 0) (ite x998 -1 0) (ite x1029 1 0) (ite x1030 -1 0) (ite x1061 1 0) (ite x1062 -1 0) (ite x1093 1 0) (ite x1094 -1 0) (ite x1125 1 0) (ite x1126 -1 0) (ite x1157 1 0) (ite x1158 -1 0) (ite x1189 1 0) (ite x1190 -1 0) (ite x1221 1 0) (ite x1222 -1 0) (ite x1253 1 0) (ite x1254 -1 0) (ite x1285 1 0) (ite x1286 -1 0) (ite x1317 1 0) (ite x1318 -1 0) (ite x1349 1 0) (ite x1350 -1 0) (ite x1381 1 0) (ite x1382 -1 0) (ite x1413 1 0) (ite x1414 -1 0) (ite x1445 1 0) (ite x1446 -1 0) (ite x1477 1 0) (ite x1478 -1 0) (ite x1509 1 0) (ite x1510 -1 0) (ite x1541 1 0) (ite x1542 -1 0) (ite x1573 1 0) (ite x1574 -1 0) (ite x1605 1 0) (ite x1606 -1 0) (ite x1637 1 0) (ite x1638 -1 0)) 0))
(assert (<= (+ 0 (ite x838 1 0) (ite x870 1 0) (ite x902 1 0) (ite x934 1 0) (ite x966 1 0) (ite x998 1 0) (ite x1030 1 0) (ite x1062 1 0) (ite x1094 1 0) (ite x1126 1 0) (ite x1158 1 0) (ite x1190 1 0) (ite x1222 1 0) (ite x1254 1 0) (ite x1286 1 0) (ite x1318 1 0) (ite x1350 1 0) (ite x1382 1 0) (ite x1414 1 0) (ite x1446 1 0) (ite x1478 1 0) (ite x1510 1 0) (ite x1542 1 0) (ite x1574 1 0) (ite x1606 1 0) (ite x1638 1 0)) 1))
(assert (>= (+ 0 (ite x838 1 0) (ite x839 -1 0) (ite x870 1 0) (ite x871 -1 0) (ite x902 1 0) (ite x903 -1 0) (ite x934 1 0) (ite x935 -1 0) (ite x966 1 0) (ite x967 -1 0) (ite x998 1 0) (ite x999 -1 0) (ite x1030 1 0) (ite x1031 -1 0) (ite x1062 1 0) (ite x1063 -1 0) (ite x1094 1 0) (ite x1095 -1 0) (ite x1126 1 0) (ite x1127 -1 0) (ite x1158 1 0) (ite x1159 -1 0) (ite x1190 1 0) (ite x1191 -1 0) (ite x1222 1 0) (ite x1223 -1 0) (ite x1254 1 0) (ite x1255 -1 0) (ite x1286 1 0) (ite x1287 -1 0) (ite x1318 1 0) (ite x1319 -1 0) (ite x1350 1 0) (ite x1351 -1 0) (ite x1382 1 0) (ite x1383 -1 0) (ite x1414 1 0) (ite x1415 -1 0) (ite x1446 1 0) (ite x1447 -1 0) (ite x1478 1 0) (ite x1479 -1 0) (ite x1510 1 0) (ite x1511 -1 0) (ite x1542 1 0) (ite x1543 -1 0) (ite x1574 1 0) (ite x1575 -1 0) (ite x1606 1 0) (ite x1607 -1 0) (ite x1638 1 0) (ite x1639 -1 0)) 0))
(assert (<= (+ 0 (ite x839 1 0) (ite x871 1 0) (ite x903 1 0) (ite x935 1 0) (ite x967 1 0) (ite x999 1 0) (ite x1031 1 0) (ite x1063 1 0) (ite x1095 1 0) (ite x1127 1 0) (ite x1159 1 0) (ite x1191 1 0) (ite x1223 1 0) (ite x1255 1 0) (ite x1287 1 0) (ite x1319 1 0) (ite x1351 1 0) (ite x1383 1 0) (ite x1415 1 0) (ite x1447 1 0) (ite x1479 1 0) (ite x1511 1 0) (ite x1543 1 0) (ite x1575 1 0) (ite x1607 1 0) (ite x1639 1 0)) 1))
(assert (>= (+ 0 (ite x839 1 0) (ite x840 -1 0) (ite x871 1 0) (ite x872 -1 0) (ite x903 1 0) (ite x904 -1 0) (ite x935 1 0) (ite x936 -1 0) (ite x967 1 0) (ite x968 -1 0) (ite x999 1 0) (ite x1000 -1 0) (ite x1031 1 0) (ite x1032 -1 0) (ite x1063 1 0) (ite x1064 -1 0) (ite x1095 1 0) (ite x1096 -1 0) (ite x1127 1 0) (ite x1128 -1 0) (ite x1159 1 0) (ite x1160 -1 0) (ite x1191 1 0) (ite x1192 -1 0) (ite x1223 1 0) (ite x1224 -1 0) (ite x1255 1 0) (ite x1256 -1 0) (ite x1287 1 0) (ite x1288 -1 0) (ite x1319 1 0) (ite x1320 -1 0) (ite x1351 1 0) (ite x1352 -1 0) (ite x1383 1 0) (ite x1384 -1 0) (ite x1415 1 0) (ite x1416 -1 0) (ite x1447 1 0) (ite x1448 -1 0) (ite x1479 1 0) (ite x1480 -1 0) (ite x1511 1 0) (ite x1512 -1 0) (ite x1543 1 0) (ite x1544 -1 0) (ite x1575 1 0) (ite x1576 -1 0) (ite x1607 1 0) (ite x1608 -1 0) (ite x1639 1 0) (ite x1640 -1 0)) 0))
(assert (<= (+ 0 (ite x840 1 0) (ite x872 1 0) (ite x904 1 0) (ite x936 1 0) (ite x968 1 0) (ite x1000 1 0) (ite x1032 1 0) (ite x1064 1 0) (ite x1096 1 0) (ite x1128 1 0) (ite x1160 1 0) (ite x1192 1 0) (ite x1224 1 0) (ite x1256 1 0) (ite x1288 1 0) (ite x1320 1 0) (ite x1352 1 0) (ite x1384 1 0) (ite x1416 1 0) (ite x1448 1 0) (ite x1480 1 0) (ite x1512 1 0) (ite x1544 1 0) (ite x1576 1 0) (ite x1608 1 0) (ite x1640 1 0)) 1))
(assert (>= (+ 0 (ite x840 1 0) (ite x841 -1 0) (ite x872 1 0) (ite x873 -1 0) (ite x904 1 0) (ite x905 -1 0) (ite x936 1 0) (ite x937 -1 0) (ite x968 1 0) (ite x969 -1 0) (ite x1000 1 0) (ite x1001 -1 0) (ite x1032 1 0) (ite x1033 -1 0) (ite x1064 1 0) (ite x1065 -1 0) (ite x1096 1 0) (ite x1097 -1 0) (ite x1128 1 0) (ite x1129 -1 0) (ite x1160 1 0) (ite x1161 -1 0) (ite x1192 1 0) (ite x1193 -1 0) (ite x1224 1 0) (ite x1225 -1 0) (ite x1256 1 0) (ite x1257 -1 0) (ite x1288 1 0) (ite x1289 -1 0) (ite x1320 1 0) (ite x1321 -1 0) (ite x1352 1 0) (ite x1353 -1 0) (ite x1384 1 0) (ite x1385 -1 0) (ite x1416 1 0) (ite x1417 -1 0) (ite x1448 1 0) (ite x1449 -1 0) (ite x1480 1 0) (ite x1481 -1 0) (ite x1512 1 0) (ite x1513 -1 0) (ite x1544 1 0) (ite x1545 -1 0) (ite x1576 1 0) (ite x1577 -1 0) (ite x1608 1 0) (ite x1609 -1 0) (ite x1640 1 0) (ite x1641 -1 0)) 0))
(assert (<= (+ 0 (ite x841 1 0) (ite x873 1 0) (ite x905 1 0) (ite x937 1 0) (ite x969 1 0) (ite x1001 1 0) (ite x1033 1 0) (ite x1065 1 0) (ite x1097 1 0) (ite x1129 1 0) (ite x1161 1 0) (ite x1193 1 0) (ite x1225 1 0) (ite x1257 1 0) (ite x1289 1 0) (ite x1321 1 0) (ite x1353 1 0) (ite x1385 1 0) (ite x1417 1 0) (ite x1449 1 0) (ite x1481 1 0) (ite x1513 1 0) (ite x1545 1 0) (ite x1577 1 0) (ite x1609 1 0) (ite x1641 1 0)) 1))
(assert (>= (+ 0 (ite x841 1 0) (ite x842 -1 0) (ite x873 1 0) (ite x874 -1 0) (ite x905 1 0) (ite x906 -1 0) (ite x937 1 0) (ite x938 -1 0) (ite x969 1 0) (ite x970 -1 0) (ite x1001 1 0) (ite x1002 -1 0) (ite x1033 1 0) (ite x1034 -1 0) (ite x1065 1 0) (ite x1066 -1 0) (ite x1097 1 0) (ite x1098 -1 0) (ite x1129 1 0) (ite x1130 -1 0) (ite x1161 1 0) (ite x1162 -1 0) (ite x1193 1 0) (ite x1194 -1 0) (ite x1225 1 0) (ite x1226 -1 0) (ite x1257 1 0) (ite x1258 -1 0) (ite x1289 1 0) (ite x1290 -1 0) (ite x1321 1 0) (ite x1322 -1 0) (ite x1353 1 0) (ite x1354 -1 0) (ite x1385 1 0) (ite x1386 -1 0) (ite x1417 1 0) (ite x1418 -1 0) (ite x1449 1 0) (ite x1450 -1 0) (ite x1481 1 0) (ite x1482 -1 0) (ite x1513 1 0) (ite x1514 -1 0) (ite x1545 1 0) (ite x1546 -1 0) (ite x1577 1 0) (ite x1578 -1 0) (ite x1609 1 0) (ite x1610 -1 0) (ite x1641 1 0) (ite x1642 -1 0)) 0))
(assert (<= (+ 0 (ite x842 1 0) (ite x874 1 0) (ite x906 1 0) (ite x938 1 0) (ite x970 1 0) (ite x1002 1 0) (ite x1034 1 0) (ite x1066 1 0) (ite x1098 1 0) (ite x1130 1 0) (ite x1162 1 0) (ite x1194 1 0) (ite x1226 1 0) (ite x1258 1 0) (ite x1290 1 0) (ite x1322 1 0) (ite x1354 1 0) (ite x1386 1 0) (ite x1418 1 0) (ite x1450 1 0) (ite x1482 1 0) (ite x1514 1 0) (ite x1546 1 0) (ite x1578 1 0) (ite x1610 1 0) (ite x1642 1 0)) 1))
(assert (>= (+ 0 (ite x842 1 0) (ite x843 -1 0) (ite x874 1 0) (ite x875 -1 0) (ite x906 1 0) (ite x907 -1 0) (ite x938 1 0) (ite x939 -1 0) (ite x970 1 0) (ite x971 -1 0) (ite x1002 1 0) (ite x1003 -1 0) (ite x1034 1 0) (ite x1035 -1 0) (ite x1066 1 0) (ite x1067 -1 0) (ite x1098 1 0) (ite x1099 -1 0) (ite x1130 1 0) (ite x1131 -1 0) (ite x1162 1 0) (ite x1163 -1 0) (ite x1194 1 0) (ite x1195 -1 0) (ite x1226 1 0) (ite x1227 -1 0) (ite x1258 1 0) (ite x1259 -1 0) (ite x1290 1 0) (ite x1291 -1 0) (ite x1322 1 0) (ite x1323 -1 0) (ite x1354 1 0) (ite x1355 -1 0) (ite x1386 1 0) (ite x1387 -1 0) (ite x1418 1 0) (ite x1419 -1 0) (ite x1450 1 0) (ite x1451 -1 0) (ite x1482 1 0) (ite x1483 -1 0) (ite x1514 1 0) (ite x1515 -1 0) (ite x1546 1 0) (ite x1547 -1 0) (ite x1578 1 0) (ite x1579 -1 0) (ite x1610 1 0) (ite x1611 -1 0) (ite x1642 1 0) (ite x1643 -1 0)) 0))
(assert (<= (+ 0 (ite x843 1 0) (ite x875 1 0) (ite x907 1 0) (ite x939 1 0) (ite x971 1 0) (ite x1003 1 0) (ite x1035 1 0) (ite x1067 1 0) (ite x1099 1 0) (ite x1131 1 0) (ite x1163 1 0) (ite x1195 1 0) (ite x1227 1 0) (ite x1259 1 0) (ite x1291 1 0) (ite x1323 1 0) (ite x1355 1 0) (ite x1387 1 0) (ite x1419 1 0) (ite x1451 1 0) (ite x1483 1 0) (ite x1515 1 0) (ite x1547 1 0) (ite x1579 1 0) (ite x1611 1 0) (ite x1643 1 0)) 1))
(assert (>= (+ 0 (ite x843 1 0) (ite x844 -1 0) (ite x875 1 0) (ite x876 -1 0) (ite x907 1 0) (ite x908 -1 0) (ite x939 1 0) (ite x940 -1 0) (ite x971 1 0) (ite x972 -1 0) (ite x1003 1 0) (ite x1004 -1 0) (ite x1035 1 0) (ite x1036 -1 0) (ite x1067 1 0) (ite x1068 -1 0) (ite x1099 1 0) (ite x1100 -1 0) (ite x1131 1 0) (ite x1132 -1 0) (ite x1163 1 0) (ite x1164 -1 0) (ite x1195 1 0) (ite x1196 -1 0) (ite x1227 1 0) (ite x1228 -1 0) (ite x1259 1 0) (ite x1260 -1 0) (ite x1291 1 0) (ite x1292 -1 0) (ite x1323 1 0) (ite x1324 -1 0) (ite x1355 1 0) (ite x1356 -1 0) (ite x1387 1 0) (ite x1388 -1 0) (ite x1419 1 0) (ite x1420 -1 0) (ite x1451 1 0) (ite x1452 -1 0) (ite x1483 1 0) (ite x1484 -1 0) (ite x1515 1 0) (ite x1516 -1 0) (ite x1547 1 0) (ite x1548 -1 0) (ite x1579 1 0) (ite x1580 -1 0) (ite x1611 1 0) (ite x1612 -1 0) (ite x1643 1 0) (ite x1644 -1 0)) 0))
(assert (<= (+ 0 (ite x844 1 0) (ite x876 1 0) (ite x908 1 0) (ite x940 1 0) (ite x972 1 0) (ite x1004 1 0) (ite x1036 1 0) (ite x1068 1 0) (ite x1100 1 0) (ite x1132 1 0) (ite x1164 1 0) (ite x1196 1 0) (ite x1228 1 0) (ite x1260 1 0) (ite x1292 1 0) (ite x1324 1 0) (ite x1356 1 0) (ite x1388 1 0) (ite x1420 1 0) (ite x1452 1 0) (ite x1484 1 0) (ite x1516 1 0) (ite x1548 1 0) (ite x1580 1 0) (ite x1612 1 0) (ite x1644 1 0)) 1))
(assert (>= (+ 0 (ite x844 1 0) (ite x845 -1 0) (ite x876 1 0) (ite x877 -1 0) (ite x908 1 0) (ite x909 -1 0) (ite x940 1 0) (ite x941 -1 0) (ite x972 1 0) (ite x973 -1 0) (ite x1004 1 0) (ite x1005 -1 0) (ite x1036 1 0) (ite x1037 -1 0) (ite x1068 1 0) (ite x1069 -1 0) (ite x1100 1 0) (ite x1101 -1 0) (ite x1132 1 0) (ite x1133 -1 0) (ite x1164 1 0) (ite x1165 -1 0) (ite x1196 1 0) (ite x1197 -1 0) (ite x1228 1 0) (ite x1229 -1 0) (ite x1260 1 0) (ite x1261 -1 0) (ite x1292 1 0) (ite x1293 -1 0) (ite x1324 1 0) (ite x1325 -1 0) (ite x1356 1 0) (ite x1357 -1 0) (ite x1388 1 0) (ite x1389 -1 0) (ite x1420 1 0) (ite x1421 -1 0) (ite x1452 1 0) (ite x1453 -1 0) (ite x1484 1 0) (ite x1485 -1 0) (ite x1516 1 0) (ite x1517 -1 0) (ite x1548 1 0) (ite x1549 -1 0) (ite x1580 1 0) (ite x1581 -1 0) (ite x1612 1 0) (ite x1613 -1 0) (ite x1644 1 0) (ite x1645 -1 0)) 0))
(assert (<= (+ 0 (ite x845 1 0) (ite x877 1 0) (ite x909 1 0) (ite x941 1 0) (ite x973 1 0) (ite x1005 1 0) (ite x1037 1 0) (ite x1069 1 0) (ite x1101 1 0) (ite x1133 1 0) (ite x1165 1 0) (ite x1197 1 0) (ite x1229 1 0) (ite x1261 1 0) (ite x1293 1 0) (ite x1325 1 0) (ite x1357 1 0) (ite x1389 1 0) (ite x1421 1 0) (ite x1453 1 0) (ite x1485 1 0) (ite x1517 1 0) (ite x1549 1 0) (ite x1581 1 0) (ite x1613 1 0) (ite x1645 1 0)) 1))
(assert (>= (+ 0 (ite x845 1 0) (ite x846 -1 0) (ite x877 1 0) (ite x878 -1 0) (ite x909 1 0) (ite x910 -1 0) (ite x941 1 0) (ite x942 -1 0) (ite x973 1 0) (ite x974 -1 0) (ite x1005 1 0) (ite x1006 -1 0) (ite x1037 1 0) (ite x1038 -1 0) (ite x1069 1 0) (ite x1070 -1 0) (ite x1101 1 0) (ite x1102 -1 0) (ite x1133 1 0) (ite x1134 -1 0) (ite x1165 1 0) (ite x1166 -1 0) (ite x1197 1 0) (ite x1198 -1 0) (ite x1229 1 0) (ite x1230 -1 0) (ite x1261 1 0) (ite x1262 -1 0) (ite x1293 1 0) (ite x1294 -1 0) (ite x1325 1 0) (ite x1326 -1 0) (ite x1357 1 0) (ite x1358 -1 0) (ite x1389 1 0) (ite x1390 -1 0) (ite x1421 1 0) (ite x1422 -1 0) (ite x1453 1 0) (ite x1454 -1 0) (ite x1485 1 0) (ite x1486 -1 0) (ite x1517 1 0) (ite x1518 -1 0) (ite x1549 1 0) (ite x1550 -1 0) (ite x1581 1 0) (ite x1582 -1 0) (ite x1613 1 0) (ite x1614 -1 0) (ite x1645 1 0) (ite x1646 -1 0)) 0))
(assert (<= (+ 0 (ite x846 1 0) (ite x878 1 0) (ite x910 1 0) (ite x942 1 0) (ite x974 1 0) (ite x1006 1 0) (ite x1038 1 0) (ite x1070 1 0) (ite x1102 1 0) (ite x1134 1 0) (ite x1166 1 0) (ite x1198 1 0) (ite x1230 1 0) (ite x1262 1 0) (ite x1294 1 0) (ite x1326 1 0) (ite x1358 1 0) (ite x1390 1 0) (ite x1422 1 0) (ite x1454 1 0) (ite x1486 1 0) (ite x1518 1 0) (ite x1550 1 0) (ite x1582 1 0) (ite x1614 1 0) (ite x1646 1 0)) 1))
(assert (>= (+ 0 (ite x846 1 0) (ite x847 -1 0) (ite x878 1 0) (ite x879 -1 0) (ite x910 1 0) (ite x911 -1 0) (ite x942 1 0) (ite x943 -1 0) (ite x974 1 0) (ite x975 -1 0) (ite x1006 1 0) (ite x1007 -1 0) (ite x1038 1 0) (ite x1039 -1 0) (ite x1070 1 0) (ite x1071 -1 0) (ite x1102 1 0) (ite x1103 -1 0) (ite x1134 1 0) (ite x1135 -1 0) (ite x1166 1 0) (ite x1167 -1 0) (ite x1198 1 0) (ite x1199 -1 0) (ite x1230 1 0) (ite x1231 -1 0) (ite x1262 1 0) (ite x1263 -1 0) (ite x1294 1 0) (ite x1295 -1 0) (ite x1326 1 0) (ite x1327 -1 0) (ite x1358 1 0) (ite x1359 -1 0) (ite x1390 1 0) (ite x1391 -1 0) (ite x1422 1 0) (ite x1423 -1 0) (ite x1454 1 0) (ite x1455 -1 0) (ite x1486 1 0) (ite x1487 -1 0) (ite x1518 1 0) (ite x1519 -1 0) (ite x1550 1 0) (ite x1551 -1 0) (ite x1582 1 0) (ite x1583 -1 0) (ite x1614 1 0) (ite x1615 -1 0) (ite x1646 1 0) (ite x1647 -1 0)) 0))
(assert (<= (+ 0 (ite x847 1 0) (ite x879 1 0) (ite x911 1 0) (ite x943 1 0) (ite x975 1 0) (ite x1007 1 0) (ite x1039 1 0) (ite x1071 1 0) (ite x1103 1 0) (ite x1135 1 0) (ite x1167 1 0) (ite x1199 1 0) (ite x1231 1 0) (ite x1263 1 0) (ite x1295 1 0) (ite x1327 1 0) (ite x1359 1 0) (ite x1391 1 0) (ite x1423 1 0) (ite x1455 1 0) (ite x1487 1 0) (ite x1519 1 0) (ite x1551 1 0) (ite x1583 1 0) (ite x1615 1 0) (ite x1647 1 0)) 1))
(assert (>= (+ 0 (ite x847 1 0) (ite x848 -1 0) (ite x879 1 0) (ite x880 -1 0) (ite x911 1 0) (ite x912 -1 0) (ite x943 1 0) (ite x944 -1 0) (ite x975 1 0) (ite x976 -1 0) (ite x1007 1 0) (ite x1008 -1 0) (ite x1039 1 0) (ite x1040 -1 0) (ite x1071 1 0) (ite x1072 -1 0) (ite x1103 1 0) (ite x1104 -1 0) (ite x1135 1 0) (ite x1136 -1 0) (ite x1167 1 0) (ite x1168 -1 0) (ite x1199 1 0) (ite x1200 -1 0) (ite x1231 1 0) (ite x1232 -1 0) (ite x1263 1 0) (ite x1264 -1 0) (ite x1295 1 0) (ite x1296 -1 0) (ite x1327 1 0) (ite x1328 -1 0) (ite x1359 1 0) (ite x1360 -1 0) (ite x1391 1 0) (ite x1392 -1 0) (ite x1423 1 0) (ite x1424 -1 0) (ite x1455 1 0) (ite x1456 -1 0) (ite x1487 1 0) (ite x1488 -1 0) (ite x1519 1 0) (ite x1520 -1 0) (ite x1551 1 0) (ite x1552 -1 0) (ite x1583 1 0) (ite x1584 -1 0) (ite x1615 1 0) (ite x1616 -1 0) (ite x1647 1 0) (ite x1648 -1 0)) 0))
(assert (<= (+ 0 (ite x848 1 0) (ite x880 1 0) (ite x912 1 0) (ite x944 1 0) (ite x976 1 0) (ite x1008 1 0) (ite x1040 1 0) (ite x1072 1 0) (ite x1104 1 0) (ite x1136 1 0) (ite x1168 1 0) (ite x1200 1 0) (ite x1232 1 0) (ite x1264 1 0) (ite x1296 1 0) (ite x1328 1 0) (ite x1360 1 0) (ite x1392 1 0) (ite x1424 1 0) (ite x1456 1 0) (ite x1488 1 0) (ite x1520 1 0) (ite x1552 1 0) (ite x1584 1 0) (ite x1616 1 0) (ite x1648 1 0)) 1))
(assert (>= (+ 0 (ite x848 1 0) (ite x849 -1 0) (ite x880 1 0) (ite x881 -1 0) (ite x912 1 0) (ite x913 -1 0) (ite x944 1 0) (ite x945 -1 0) (ite x976 1 0) (ite x977 -1 0) (ite x1008 1 0) (ite x1009 -1 0) (ite x1040 1 0) (ite x1041 -1 0) (ite x1072 1 0) (ite x1073 -1 0) (ite x1104 1 0) (ite x1105 -1 0) (ite x1136 1 0) (ite x1137 -1 0) (ite x1168 1 0) (ite x1169 -1 0) (ite x1200 1 0) (ite x1201 -1 0) (ite x1232 1 0) (ite x1233 -1 0) (ite x1264 1 0) (ite x1265 -1 0) (ite x1296 1 0) (ite x1297 -1 0) (ite x1328 1 0) (ite x1329 -1 0) (ite x1360 1 0) (ite x1361 -1 0) (ite x1392 1 0) (ite x1393 -1 0) (ite x1424 1 0) (ite x1425 -1 0) (ite x1456 1 0) (ite x1457 -1 0) (ite x1488 1 0) (ite x1489 -1 0) (ite x1520 1 0) (ite x1521 -1 0) (ite x1552 1 0) (ite x1553 -1 0) (ite x1584 1 0) (ite x1585 -1 0) (ite x1616 1 0) (ite x1617 -1 0) (ite x1648 1 0) (ite x1649 -1 0)) 0))
(assert (<= (+ 0 (ite x849 1 0) (ite x881 1 0) (ite x913 1 0) (ite x945 1 0) (ite x977 1 0) (ite x1009 1 0) (ite x1041 1 0) (ite x1073 1 0) (ite x1105 1 0) (ite x1137 1 0) (ite x1169 1 0) (ite x1201 1 0) (ite x1233 1 0) (ite x1265 1 0) (ite x1297 1 0) (ite x1329 1 0) (ite x1361 1 0) (ite x1393 1 0) (ite x1425 1 0) (ite x1457 1 0) (ite x1489 1 0) (ite x1521 1 0) (ite x1553 1 0) (ite x1585 1 0) (ite x1617 1 0) (ite x1649 1 0)) 1))
(assert (>= (+ 0 (ite x849 1 0) (ite x850 -1 0) (ite x881 1 0) (ite x882 -1 0) (ite x913 1 0) (ite x914 -1 0) (ite x945 1 0) (ite x946 -1 0) (ite x977 1 0) (ite x978 -1 0) (ite x1009 1 0) (ite x1010 -1 0) (ite x1041 1 0) (ite x1042 -1 0) (ite x1073 1 0) (ite x1074 -1 0) (ite x1105 1 0) (ite x1106 -1 0) (ite x1137 1 0) (ite x1138 -1 0) (ite x1169 1 0) (ite x1170 -1 0) (ite x1201 1 0) (ite x1202 -1 0) (ite x1233 1 0) (ite x1234 -1 0) (ite x1265 1 0) (ite x1266 -1 0) (ite x1297 1 0) (ite x1298 -1 0) (ite x1329 1 0) (ite x1330 -1 0) (ite x1361 1 0) (ite x1362 -1 0) (ite x1393 1 0) (ite x1394 -1 0) (ite x1425 1 0) (ite x1426 -1 0) (ite x1457 1 0) (ite x1458 -1 0) (ite x1489 1 0) (ite x1490 -1 0) (ite x1521 1 0) (ite x1522 -1 0) (ite x1553 1 0) (ite x1554 -1 0) (ite x1585 1 0) (ite x1586 -1 0) (ite x1617 1 0) (ite x1618 -1 0) (ite x1649 1 0) (ite x1650 -1 0)) 0))
(assert (<= (+ 0 (ite x850 1 0) (ite x882 1 0) (ite x914 1 0) (ite x946 1 0) (ite x978 1 0) (ite x1010 1 0) (ite x1042 1 0) (ite x1074 1 0) (ite x1106 1 0) (ite x1138 1 0) (ite x1170 1 0) (ite x1202 1 0) (ite x1234 1 0) (ite x1266 1 0) (ite x1298 1 0) (ite x1330 1 0) (ite x1362 1 0) (ite x1394 1 0) (ite x1426 1 0) (ite x1458 1 0) (ite x1490 1 0) (ite x1522 1 0) (ite x1554 1 0) (ite x1586 1 0) (ite x1618 1 0) (ite x1650 1 0)) 1))
(assert (>= (+ 0 (ite x850 1 0) (ite x851 -1 0) (ite x882 1 0) (ite x883 -1 0) (ite x914 1 0) (ite x915 -1 0) (ite x946 1 0) (ite x947 -1 0) (ite x978 1 0) (ite x979 -1 0) (ite x1010 1 0) (ite x1011 -1 0) (ite x1042 1 0) (ite x1043 -1 0) (ite x1074 1 0) (ite x1075 -1 0) (ite x1106 1 0) (ite x1107 -1 0) (ite x1138 1 0) (ite x1139 -1 0) (ite x1170 1 0) (ite x1171 -1 0) (ite x1202 1 0) (ite x1203 -1 0) (ite x1234 1 0) (ite x1235 -1 0) (ite x1266 1 0) (ite x1267 -1 0) (ite x1298 1 0) (ite x1299 -1 0) (ite x1330 1 0) (ite x1331 -1 0) (ite x1362 1 0) (ite x1363 -1 0) (ite x1394 1 0) (ite x1395 -1 0) (ite x1426 1 0) (ite x1427 -1 0) (ite x1458 1 0) (ite x1459 -1 0) (ite x1490 1 0) (ite x1491 -1 0) (ite x1522 1 0) (ite x1523 -1 0) (ite x1554 1 0) (ite x1555 -1 0) (ite x1586 1 0) (ite x1587 -1 0) (ite x1618 1 0) (ite x1619 -1 0) (ite x1650 1 0) (ite x1651 -1 0)) 0))
(assert (<= (+ 0 (ite x851 1 0) (ite x883 1 0) (ite x915 1 0) (ite x947 1 0) (ite x979 1 0) (ite x1011 1 0) (ite x1043 1 0) (ite x1075 1 0) (ite x1107 1 0) (ite x1139 1 0) (ite x1171 1 0) (ite x1203 1 0) (ite x1235 1 0) (ite x1267 1 0) (ite x1299 1 0) (ite x1331 1 0) (ite x1363 1 0) (ite x1395 1 0) (ite x1427 1 0) (ite x1459 1 0) (ite x1491 1 0) (ite x1523 1 0) (ite x1555 1 0) (ite x1587 1 0) (ite x1619 1 0) (ite x1651 1 0)) 1))
(assert (>= (+ 0 (ite x851 1 0) (ite x852 -1 0) (ite x883 1 0) (ite x884 -1 0) (ite x915 1 0) (ite x916 -1 0) (ite x947 1 0) (ite x948 -1 0) (ite x979 1 0) (ite x980 -1 0) (ite x1011 1 0) (ite x1012 -1 0) (ite x1043 1 0) (ite x1044 -1 0) (ite x1075 1 0) (ite x1076 -1 0) (ite x1107 1 0) (ite x1108 -1 0) (ite x1139 1 0) (ite x1140 -1 0) (ite x1171 1 0) (ite x1172 -1 0) (ite x1203 1 0) (ite x1204 -1 0) (ite x1235 1 0) (ite x1236 -1 0) (ite x1267 1 0) (ite x1268 -1 0) (ite x1299 1 0) (ite x1300 -1 0) (ite x1331 1 0) (ite x1332 -1 0) (ite x1363 1 0) (ite x1364 -1 0) (ite x1395 1 0) (ite x1396 -1 0) (ite x1427 1 0) (ite x1428 -1 0) (ite x1459 1 0) (ite x1460 -1 0) (ite x1491 1 0) (ite x1492 -1 0) (ite x1523 1 0) (ite x1524 -1 0) (ite x1555 1 0) (ite x1556 -1 0) (ite x1587 1 0) (ite x1588 -1 0) (ite x1619 1 0) (ite x1620 -1 0) (ite x1651 1 0) (ite x1652 -1 0)) 0))
(assert (<= (+ 0 (ite x852 1 0) (ite x884 1 0) (ite x916 1 0) (ite x948 1 0) (ite x980 1 0) (ite x1012 1 0) (ite x1044 1 0) (ite x1076 1 0) (ite x1108 1 0) (ite x1140 1 0) (ite x1172 1 0) (ite x1204 1 0) (ite x1236 1 0) (ite x1268 1 0) (ite x1300 1 0) (ite x1332 1 0) (ite x1364 1 0) (ite x1396 1 0) (ite x1428 1 0) (ite x1460 1 0) (ite x1492 1 0) (ite x1524 1 0) (ite x1556 1 0) (ite x1588 1 0) (ite x1620 1 0) (ite x1652 1 0)) 1))
(assert (>= (+ 0 (ite x852 1 0) (ite x853 -1 0) (ite x884 1 0) (ite x885 -1 0) (ite x916 1 0) (ite x917 -1 0) (ite x948 1 0) (ite x949 -1 0) (ite x980 1 0) (ite x981 -1 0) (ite x1012 1 0) (ite x1013 -1 0) (ite x1044 1 0) (ite x1045 -1 0) (ite x1076 1 0) (ite x1077 -1 0) (ite x1108 1 0) (ite x1109 -1 0) (ite x1140 1 0) (ite x1141 -1 0) (ite x1172 1 0) (ite x1173 -1 0) (ite x1204 1 0) (ite x1205 -1 0) (ite x1236 1 0) (ite x1237 -1 0) (ite x1268 1 0) (ite x1269 -1 0) (ite x1300 1 0) (ite x1301 -1 0) (ite x1332 1 0) (ite x1333 -1 0) (ite x1364 1 0) (ite x1365 -1 0) (ite x1396 1 0) (ite x1397 -1 0) (ite x1428 1 0) (ite x1429 -1 0) (ite x1460 1 0) (ite x1461 -1 0) (ite x1492 1 0) (ite x1493 -1 0) (ite x1524 1 0) (ite x1525 -1 0) (ite x1556 1 0) (ite x1557 -1 0) (ite x1588 1 0) (ite x1589 -1 0) (ite x1620 1 0) (ite x1621 -1 0) (ite x1652 1 0) (ite x1653 -1 0)) 0))
(assert (<= (+ 0 (ite x853 1 0) (ite x885 1 0) (ite x917 1 0) (ite x949 1 0) (ite x981 1 0) (ite x1013 1 0) (ite x1045 1 0) (ite x1077 1 0) (ite x1109 1 0) (ite x1141 1 0) (ite x1173 1 0) (ite x1205 1 0) (ite x1237 1 0) (ite x1269 1 0) (ite x1301 1 0) (ite x1333 1 0) (ite x1365 1 0) (ite x1397 1 0) (ite x1429 1 0) (ite x1461 1 0) (ite x1493 1 0) (ite x1525 1 0) (ite x1557 1 0) (ite x1589 1 0) (ite x1621 1 0) (ite x1653 1 0)) 1))
(assert (>= (+ 0 (ite x853 1 0) (ite x854 -1 0) (ite x885 1 0) (ite x886 -1 0) (ite x917 1 0) (ite x918 -1 0) (ite x949 1 0) (ite x950 -1 0) (ite x981 1 0) (ite x982 -1 0) (ite x1013 1 0) (ite x1014 -1 0) (ite x1045 1 0) (ite x1046 -1 0) (ite x1077 1 0) (ite x1078 -1 0) (ite x1109 1 0) (ite x1110 -1 0) (ite x1141 1 0) (ite x1142 -1 0) (ite x1173 1 0) (ite x1174 -1 0) (ite x1205 1 0) (ite x1206 -1 0) (ite x1237 1 0) (ite x1238 -1 0) (ite x1269 1 0) (ite x1270 -1 0) (ite x1301 1 0) (ite x1302 -1 0) (ite x1333 1 0) (ite x1334 -1 0) (ite x1365 1 0) (ite x1366 -1 0) (ite x1397 1 0) (ite x1398 -1 0) (ite x1429 1 0) (ite x1430 -1 0) (ite x1461 1 0) (ite x1462 -1 0) (ite x1493 1 0) (ite x1494 -1 0) (ite x1525 1 0) (ite x1526 -1 0) (ite x1557 1 0) (ite x1558 -1 0) (ite x1589 1 0) (ite x1590 -1 0) (ite x1621 1 0) (ite x1622 -1 0) (ite x1653 1 0) (ite x1654 -1 0)) 0))
(assert (<= (+ 0 (ite x854 1 0) (ite x886 1 0) (ite x918 1 0) (ite x950 1 0) (ite x982 1 0) (ite x1014 1 0) (ite x1046 1 0) (ite x1078 1 0) (ite x1110 1 0) (ite x1142 1 0) (ite x1174 1 0) (ite x1206 1 0) (ite x1238 1 0) (ite x1270 1 0) (ite x1302 1 0) (ite x1334 1 0) (ite x1366 1 0) (ite x1398 1 0) (ite x1430 1 0) (ite x1462 1 0) (ite x1494 1 0) (ite x1526 1 0) (ite x1558 1 0) (ite x1590 1 0) (ite x1622 1 0) (ite x1654 1 0)) 1))
(assert (>= (+ 0 (ite x854 1 0) (ite x855 -1 0) (ite x886 1 0) (ite x887 -1 0) (ite x918 1 0) (ite x919 -1 0) (ite x950 1 0) (ite x951 -1 0) (ite x982 1 0) (ite x983 -1 0) (ite x1014 1 0) (ite x1015 -1 0) (ite x1046 1 0) (ite x1047 -1 0) (ite x1078 1 0) (ite x1079 -1 0) (ite x1110 1 0) (ite x1111 -1 0) (ite x1142 1 0) (ite x1143 -1 0) (ite x1174 1 0) (ite x1175 -1 0) (ite x1206 1 0) (ite x1207 -1 0) (ite x1238 1 0) (ite x1239 -1 0) (ite x1270 1 0) (ite x1271 -1 0) (ite x1302 1 0) (ite x1303 -1 0) (ite x1334 1 0) (ite x1335 -1 0) (ite x1366 1 0) (ite x1367 -1 0) (ite x1398 1 0) (ite x1399 -1 0) (ite x1430 1 0) (ite x1431 -1 0) (ite x1462 1 0) (ite x1463 -1 0) (ite x1494 1 0) (ite x1495 -1 0) (ite x1526 1 0) (ite x1527 -1 0) (ite x1558 1 0) (ite x1559 -1 0) (ite x1590 1 0) (ite x1591 -1 0) (ite x1622 1 0) (ite x1623 -1 0) (ite x1654 1 0) (ite x1655 -1 0)) 0))
(assert (<= (+ 0 (ite x855 1 0) (ite x887 1 0) (ite x919 1 0) (ite x951 1 0) (ite x983 1 0) (ite x1015 1 0) (ite x1047 1 0) (ite x1079 1 0) (ite x1111 1 0) (ite x1143 1 0) (ite x1175 1 0) (ite x1207 1 0) (ite x1239 1 0) (ite x1271 1 0) (ite x1303 1 0) (ite x1335 1 0) (ite x1367 1 0) (ite x1399 1 0) (ite x1431 1 0) (ite x1463 1 0) (ite x1495 1 0) (ite x1527 1 0) (ite x1559 1 0) (ite x1591 1 0) (ite x1623 1 0) (ite x1655 1 0)) 1))
(assert (>= (+ 0 (ite x855 1 0) (ite x856 -1 0) (ite x887 1 0) (ite x888 -1 0) (ite x919 1 0) (ite x920 -1 0) (ite x951 1 0) (ite x952 -1 0) (ite x983 1 0) (ite x984 -1 0) (ite x1015 1 0) (ite x1016 -1 0) (ite x1047 1 0) (ite x1048 -1 0) (ite x1079 1 0) (ite x1080 -1 0) (ite x1111 1 0) (ite x1112 -1 0) (ite x1143 1 0) (ite x1144 -1 0) (ite x1175 1 0) (ite x1176 -1 0) (ite x1207 1 0) (ite x1208 -1 0) (ite x1239 1 0) (ite x1240 -1 0) (ite x1271 1 0) (ite x1272 -1 0) (ite x1303 1 0) (ite x1304 -1 0) (ite x1335 1 0) (ite x1336 -1 0) (ite x1367 1 0) (ite x1368 -1 0) (ite x1399 1 0) (ite x1400 -1 0) (ite x1431 1 0) (ite x1432 -1 0) (ite x1463 1 0) (ite x1464 -1 0) (ite x1495 1 0) (ite x1496 -1 0) (ite x1527 1 0) (ite x1528 -1 0) (ite x1559 1 0) (ite x1560 -1 0) (ite x1591 1 0) (ite x1592 -1 0) (ite x1623 1 0) (ite x1624 -1 0) (ite x1655 1 0) (ite x1656 -1 0)) 0))
(assert (<= (+ 0 (ite x856 1 0) (ite x888 1 0) (ite x920 1 0) (ite x952 1 0) (ite x984 1 0) (ite x1016 1 0) (ite x1048 1 0) (ite x1080 1 0) (ite x1112 1 0) (ite x1144 1 0) (ite x1176 1 0) (ite x1208 1 0) (ite x1240 1 0) (ite x1272 1 0) (ite x1304 1 0) (ite x1336 1 0) (ite x1368 1 0) (ite x1400 1 0) (ite x1432 1 0) (ite x1464 1 0) (ite x1496 1 0) (ite x1528 1 0) (ite x1560 1 0) (ite x1592 1 0) (ite x1624 1 0) (ite x1656 1 0)) 1))
(assert (>= (+ 0 (ite x856 1 0) (ite x857 -1 0) (ite x888 1 0) (ite x889 -1 0) (ite x920 1 0) (ite x921 -1 0) (ite x952 1 0) (ite x953 -1 0) (ite x984 1 0) (ite x985 -1 0) (ite x1016 1 0) (ite x1017 -1 0) (ite x1048 1 0) (ite x1049 -1 0) (ite x1080 1 0) (ite x1081 -1 0) (ite x1112 1 0) (ite x1113 -1 0) (ite x1144 1 0) (ite x1145 -1 0) (ite x1176 1 0) (ite x1177 -1 0) (ite x1208 1 0) (ite x1209 -1 0) (ite x1240 1 0) (ite x1241 -1 0) (ite x1272 1 0) (ite x1273 -1 0) (ite x1304 1 0) (ite x1305 -1 0) (ite x1336 1 0) (ite x1337 -1 0) (ite x1368 1 0) (ite x1369 -1 0) (ite x1400 1 0) (ite x1401 -1 0) (ite x1432 1 0) (ite x1433 -1 0) (ite x1464 1 0) (ite x1465 -1 0) (ite x1496 1 0) (ite x1497 -1 0) (ite x1528 1 0) (ite x1529 -1 0) (ite x1560 1 0) (ite x1561 -1 0) (ite x1592 1 0) (ite x1593 -1 0) (ite x1624 1 0) (ite x1625 -1 0) (ite x1656 1 0) (ite x1657 -1 0)) 0))
(assert (<= (+ 0 (ite x857 1 0) (ite x889 1 0) (ite x921 1 0) (ite x953 1 0) (ite x985 1 0) (ite x1017 1 0) (ite x1049 1 0) (ite x1081 1 0) (ite x1113 1 0) (ite x1145 1 0) (ite x1177 1 0) (ite x1209 1 0) (ite x1241 1 0) (ite x1273 1 0) (ite x1305 1 0) (ite x1337 1 0) (ite x1369 1 0) (ite x1401 1 0) (ite x1433 1 0) (ite x1465 1 0) (ite x1497 1 0) (ite x1529 1 0) (ite x1561 1 0) (ite x1593 1 0) (ite x1625 1 0) (ite x1657 1 0)) 1))
(assert (>= (+ 0 (ite x857 1 0) (ite x858 -1 0) (ite x889 1 0) (ite x890 -1 0) (ite x921 1 0) (ite x922 -1 0) (ite x953 1 0) (ite x954 -1 0) (ite x985 1 0) (ite x986 -1 0) (ite x1017 1 0) (ite x1018 -1 0) (ite x1049 1 0) (ite x1050 -1 0) (ite x1081 1 0) (ite x1082 -1 0) (ite x1113 1 0) (ite x1114 -1 0) (ite x1145 1 0) (ite x1146 -1 0) (ite x1177 1 0) (ite x1178 -1 0) (ite x1209 1 0) (ite x1210 -1 0) (ite x1241 1 0) (ite x1242 -1 0) (ite x1273 1 0) (ite x1274 -1 0) (ite x1305 1 0) (ite x1306 -1 0) (ite x1337 1 0) (ite x1338 -1 0) (ite x1369 1 0) (ite x1370 -1 0) (ite x1401 1 0) (ite x1402 -1 0) (ite x1433 1 0) (ite x1434 -1 0) (ite x1465 1 0) (ite x1466 -1 0) (ite x1497 1 0) (ite x1498 -1 0) (ite x1529 1 0) (ite x1530 -1 0) (ite x1561 1 0) (ite x1562 -1 0) (ite x1593 1 0) (ite x1594 -1 0) (ite x1625 1 0) (ite x1626 -1 0) (ite x1657 1 0) (ite x1658 -1 0)) 0))
(assert (<= (+ 0 (ite x858 1 0) (ite x890 1 0) (ite x922 1 0) (ite x954 1 0) (ite x986 1 0) (ite x1018 1 0) (ite x1050 1 0) (ite x1082 1 0) (ite x1114 1 0) (ite x1146 1 0) (ite x1178 1 0) (ite x1210 1 0) (ite x1242 1 0) (ite x1274 1 0) (ite x1306 1 0) (ite x1338 1 0) (ite x1370 1 0) (ite x1402 1 0) (ite x1434 1 0) (ite x1466 1 0) (ite x1498 1 0) (ite x1530 1 0) (ite x1562 1 0) (ite x1594 1 0) (ite x1626 1 0) (ite x1658 1 0)) 1))
(assert (>= (+ 0 (ite x858 1 0) (ite x859 -1 0) (ite x890 1 0) (ite x891 -1 0) (ite x922 1 0) (ite x923 -1 0) (ite x954 1 0) (ite x955 -1 0) (ite x986 1 0) (ite x987 -1 0) (ite x1018 1 0) (ite x1019 -1 0) (ite x1050 1 0) (ite x1051 -1 0) (ite x1082 1 0) (ite x1083 -1 0) (ite x1114 1 0) (ite x1115 -1 0) (ite x1146 1 0) (ite x1147 -1 0) (ite x1178 1 0) (ite x1179 -1 0) (ite x1210 1 0) (ite x1211 -1 0) (ite x1242 1 0) (ite x1243 -1 0) (ite x1274 1 0) (ite x1275 -1 0) (ite x1306 1 0) (ite x1307 -1 0) (ite x1338 1 0) (ite x1339 -1 0) (ite x1370 1 0) (ite x1371 -1 0) (ite x1402 1 0) (ite x1403 -1 0) (ite x1434 1 0) (ite x1435 -1 0) (ite x1466 1 0) (ite x1467 -1 0) (ite x1498 1 0) (ite x1499 -1 0) (ite x1530 1 0) (ite x1531 -1 0) (ite x1562 1 0) (ite x1563 -1 0) (ite x1594 1 0) (ite x1595 -1 0) (ite x1626 1 0) (ite x1627 -1 0) (ite x1658 1 0) (ite x1659 -1 0)) 0))
(assert (<= (+ 0 (ite x859 1 0) (ite x891 1 0) (ite x923 1 0) (ite x955 1 0) (ite x987 1 0) (ite x1019 1 0) (ite x1051 1 0) (ite x1083 1 0) (ite x1115 1 0) (ite x1147 1 0) (ite x1179 1 0) (ite x1211 1 0) (ite x1243 1 0) (ite x1275 1 0) (ite x1307 1 0) (ite x1339 1 0) (ite x1371 1 0) (ite x1403 1 0) (ite x1435 1 0) (ite x1467 1 0) (ite x1499 1 0) (ite x1531 1 0) (ite x1563 1 0) (ite x1595 1 0) (ite x1627 1 0) (ite x1659 1 0)) 1))
(assert (>= (+ 0 (ite x859 1 0) (ite x860 -1 0) (ite x891 1 0) (ite x892 -1 0) (ite x923 1 0) (ite x924 -1 0) (ite x955 1 0) (ite x956 -1 0) (ite x987 1 0) (ite x988 -1 0) (ite x1019 1 0) (ite x1020 -1 0) (ite x1051 1 0) (ite x1052 -1 0) (ite x1083 1 0) (ite x1084 -1 0) (ite x1115 1 0) (ite x1116 -1 0) (ite x1147 1 0) (ite x1148 -1 0) (ite x1179 1 0) (ite x1180 -1 0) (ite x1211 1 0) (ite x1212 -1 0) (ite x1243 1 0) (ite x1244 -1 0) (ite x1275 1 0) (ite x1276 -1 0) (ite x1307 1 0) (ite x1308 -1 0) (ite x1339 1 0) (ite x1340 -1 0) (ite x1371 1 0) (ite x1372 -1 0) (ite x1403 1 0) (ite x1404 -1 0) (ite x1435 1 0) (ite x1436 -1 0) (ite x1467 1 0) (ite x1468 -1 0) (ite x1499 1 0) (ite x1500 -1 0) (ite x1531 1 0) (ite x1532 -1 0) (ite x1563 1 0) (ite x1564 -1 0) (ite x1595 1 0) (ite x1596 -1 0) (ite x1627 1 0) (ite x1628 -1 0) (ite x1659 1 0) (ite x1660 -1 0)) 0))
(assert (<= (+ 0 (ite x860 1 0) (ite x892 1 0) (ite x924 1 0) (ite x956 1 0) (ite x988 1 0) (ite x1020 1 0) (ite x1052 1 0) (ite x1084 1 0) (ite x1116 1 0) (ite x1148 1 0) (ite x1180 1 0) (ite x1212 1 0) (ite x1244 1 0) (ite x1276 1 0) (ite x1308 1 0) (ite x1340 1 0) (ite x1372 1 0) (ite x1404 1 0) (ite x1436 1 0) (ite x1468 1 0) (ite x1500 1 0) (ite x1532 1 0) (ite x1564 1 0) (ite x1596 1 0) (ite x1628 1 0) (ite x1660 1 0)) 1))
(assert (>= (+ 0 (ite x860 1 0) (ite x861 -1 0) (ite x892 1 0) (ite x893 -1 0) (ite x924 1 0) (ite x925 -1 0) (ite x956 1 0) (ite x957 -1 0) (ite x988 1 0) (ite x989 -1 0) (ite x1020 1 0) (ite x1021 -1 0) (ite x1052 1 0) (ite x1053 -1 0) (ite x1084 1 0) (ite x1085 -1 0) (ite x1116 1 0) (ite x1117 -1 0) (ite x1148 1 0) (ite x1149 -1 0) (ite x1180 1 0) (ite x1181 -1 0) (ite x1212 1 0) (ite x1213 -1 0) (ite x1244 1 0) (ite x1245 -1 0) (ite x1276 1 0) (ite x1277 -1 0) (ite x1308 1 0) (ite x1309 -1 0) (ite x1340 1 0) (ite x1341 -1 0) (ite x1372 1 0) (ite x1373 -1 0) (ite x1404 1 0) (ite x1405 -1 0) (ite x1436 1 0) (ite x1437 -1 0) (ite x1468 1 0) (ite x1469 -1 0) (ite x1500 1 0) (ite x1501 -1 0) (ite x1532 1 0) (ite x1533 -1 0) (ite x1564 1 0) (ite x1565 -1 0) (ite x1596 1 0) (ite x1597 -1 0) (ite x1628 1 0) (ite x1629 -1 0) (ite x1660 1 0) (ite x1661 -1 0)) 0))
(assert (<= (+ 0 (ite x861 1 0) (ite x893 1 0) (ite x925 1 0) (ite x957 1 0) (ite x989 1 0) (ite x1021 1 0) (ite x1053 1 0) (ite x1085 1 0) (ite x1117 1 0) (ite x1149 1 0) (ite x1181 1 0) (ite x1213 1 0) (ite x1245 1 0) (ite x1277 1 0) (ite x1309 1 0) (ite x1341 1 0) (ite x1373 1 0) (ite x1405 1 0) (ite x1437 1 0) (ite x1469 1 0) (ite x1501 1 0) (ite x1533 1 0) (ite x1565 1 0) (ite x1597 1 0) (ite x1629 1 0) (ite x1661 1 0)) 1))
(assert (>= (+ 0 (ite x861 1 0) (ite x862 -1 0) (ite x893 1 0) (ite x894 -1 0) (ite x925 1 0) (ite x926 -1 0) (ite x957 1 0) (ite x958 -1 0) (ite x989 1 0) (ite x990 -1 0) (ite x1021 1 0) (ite x1022 -1 0) (ite x1053 1 0) (ite x1054 -1 0) (ite x1085 1 0) (ite x1086 -1 0) (ite x1117 1 0) (ite x1118 -1 0) (ite x1149 1 0) (ite x1150 -1 0) (ite x1181 1 0) (ite x1182 -1 0) (ite x1213 1 0) (ite x1214 -1 0) (ite x1245 1 0) (ite x1246 -1 0) (ite x1277 1 0) (ite x1278 -1 0) (ite x1309 1 0) (ite x1310 -1 0) (ite x1341 1 0) (ite x1342 -1 0) (ite x1373 1 0) (ite x1374 -1 0) (ite x1405 1 0) (ite x1406 -1 0) (ite x1437 1 0) (ite x1438 -1 0) (ite x1469 1 0) (ite x1470 -1 0) (ite x1501 1 0) (ite x1502 -1 0) (ite x1533 1 0) (ite x1534 -1 0) (ite x1565 1 0) (ite x1566 -1 0) (ite x1597 1 0) (ite x1598 -1 0) (ite x1629 1 0) (ite x1630 -1 0) (ite x1661 1 0) (ite x1662 -1 0)) 0))
(assert (<= (+ 0 (ite x862 1 0) (ite x894 1 0) (ite x926 1 0) (ite x958 1 0) (ite x990 1 0) (ite x1022 1 0) (ite x1054 1 0) (ite x1086 1 0) (ite x1118 1 0) (ite x1150 1 0) (ite x1182 1 0) (ite x1214 1 0) (ite x1246 1 0) (ite x1278 1 0) (ite x1310 1 0) (ite x1342 1 0) (ite x1374 1 0) (ite x1406 1 0) (ite x1438 1 0) (ite x1470 1 0) (ite x1502 1 0) (ite x1534 1 0) (ite x1566 1 0) (ite x1598 1 0) (ite x1630 1 0) (ite x1662 1 0)) 1))
(assert (>= (+ 0 (ite x862 1 0) (ite x863 -1 0) (ite x894 1 0) (ite x895 -1 0) (ite x926 1 0) (ite x927 -1 0) (ite x958 1 0) (ite x959 -1 0) (ite x990 1 0) (ite x991 -1 0) (ite x1022 1 0) (ite x1023 -1 0) (ite x1054 1 0) (ite x1055 -1 0) (ite x1086 1 0) (ite x1087 -1 0) (ite x1118 1 0) (ite x1119 -1 0) (ite x1150 1 0) (ite x1151 -1 0) (ite x1182 1 0) (ite x1183 -1 0) (ite x1214 1 0) (ite x1215 -1 0) (ite x1246 1 0) (ite x1247 -1 0) (ite x1278 1 0) (ite x1279 -1 0) (ite x1310 1 0) (ite x1311 -1 0) (ite x1342 1 0) (ite x1343 -1 0) (ite x1374 1 0) (ite x1375 -1 0) (ite x1406 1 0) (ite x1407 -1 0) (ite x1438 1 0) (ite x1439 -1 0) (ite x1470 1 0) (ite x1471 -1 0) (ite x1502 1 0) (ite x1503 -1 0) (ite x1534 1 0) (ite x1535 -1 0) (ite x1566 1 0) (ite x1567 -1 0) (ite x1598 1 0) (ite x1599 -1 0) (ite x1630 1 0) (ite x1631 -1 0) (ite x1662 1 0) (ite x1663 -1 0)) 0))
(assert (<= (+ 0 (ite x863 1 0) (ite x895 1 0) (ite x927 1 0) (ite x959 1 0) (ite x991 1 0) (ite x1023 1 0) (ite x1055 1 0) (ite x1087 1 0) (ite x1119 1 0) (ite x1151 1 0) (ite x1183 1 0) (ite x1215 1 0) (ite x1247 1 0) (ite x1279 1 0) (ite x1311 1 0) (ite x1343 1 0) (ite x1375 1 0) (ite x1407 1 0) (ite x1439 1 0) (ite x1471 1 0) (ite x1503 1 0) (ite x1535 1 0) (ite x1567 1 0) (ite x1599 1 0) (ite x1631 1 0) (ite x1663 1 0)) 1))
(assert (>= (+ 0 (ite x863 1 0) (ite x864 -1 0) (ite x895 1 0) (ite x896 -1 0) (ite x927 1 0) (ite x928 -1 0) (ite x959 1 0) (ite x960 -1 0) (ite x991 1 0) (ite x992 -1 0) (ite x1023 1 0) (ite x1024 -1 0) (ite x1055 1 0) (ite x1056 -1 0) (ite x1087 1 0) (ite x1088 -1 0) (ite x1119 1 0) (ite x1120 -1 0) (ite x1151 1 0) (ite x1152 -1 0) (ite x1183 1 0) (ite x1184 -1 0) (ite x1215 1 0) (ite x1216 -1 0) (ite x1247 1 0) (ite x1248 -1 0) (ite x1279 1 0) (ite x1280 -1 0) (ite x1311 1 0) (ite x1312 -1 0) (ite x1343 1 0) (ite x1344 -1 0) (ite x1375 1 0) (ite x1376 -1 0) (ite x1407 1 0) (ite x1408 -1 0) (ite x1439 1 0) (ite x1440 -1 0) (ite x1471 1 0) (ite x1472 -1 0) (ite x1503 1 0) (ite x1504 -1 0) (ite x1535 1 0) (ite x1536 -1 0) (ite x1567 1 0) (ite x1568 -1 0) (ite x1599 1 0) (ite x1600 -1 0) (ite x1631 1 0) (ite x1632 -1 0) (ite x1663 1 0) (ite x1664 -1 0)) 0))
(assert (<= (+ 0 (ite x864 1 0) (ite x896 1 0) (ite x928 1 0) (ite x960 1 0) (ite x992 1 0) (ite x1024 1 0) (ite x1056 1 0) (ite x1088 1 0) (ite x1120 1 0) (ite x1152 1 0) (ite x1184 1 0) (ite x1216 1 0) (ite x1248 1 0) (ite x1280 1 0) (ite x1312 1 0) (ite x1344 1 0) (ite x1376 1 0) (ite x1408 1 0) (ite x1440 1 0) (ite x1472 1 0) (ite x1504 1 0) (ite x1536 1 0) (ite x1568 1 0) (ite x1600 1 0) (ite x1632 1 0) (ite x1664 1 0)) 1))
(assert (>= (+ 0 (ite x833 1 0) (ite x834 1 0) (ite x835 1 0) (ite x836 1 0) (ite x837 1 0) (ite x838 1 0) (ite x839 1 0) (ite x840 1 0) (ite x841 1 0) (ite x842 1 0) (ite x843 1 0) (ite x844 1 0) (ite x845 1 0) (ite x846 1 0) (ite x847 1 0) (ite x848 1 0) (ite x849 1 0) (ite x850 1 0) (ite x851 1 0) (ite x852 1 0) (ite x853 1 0) (ite x854 1 0) (ite x855 1 0) (ite x856 1 0) (ite x857 1 0) (ite x858 1 0) (ite x859 1 0) (ite x860 1 0) (ite x861 1 0) (ite x862 1 0) (ite x863 1 0) (ite x864 1 0)) 1))
(assert (<= (+ 0 (ite x833 1 0) (ite x834 1 0) (ite x835 1 0) (ite x836 1 0) (ite x837 1 0) (ite x838 1 0) (ite x839 1 0) (ite x840 1 0) (ite x841 1 0) (ite x842 1 0) (ite x843 1 0) (ite x844 1 0) (ite x845 1 0) (ite x846 1 0) (ite x847 1 0) (ite x848 1 0) (ite x849 1 0) (ite x850 1 0) (ite x851 1 0) (ite x852 1 0) (ite x853 1 0) (ite x854 1 0) (ite x855 1 0) (ite x856 1 0) (ite x857 1 0) (ite x858 1 0) (ite x859 1 0) (ite x860 1 0) (ite x861 1 0) (ite x862 1 0) (ite x863 1 0) (ite x864 1 0)) 1))
(assert (>= (+ 0 (ite x865 1 0) (ite x866 1 0) (ite x867 1 0) (ite x868 1 0) (ite x869 1 0) (ite x870 1 0) (ite x871 1 0) (ite x872 1 0) (ite x873 1 0) (ite x874 1 0) (ite x875 1 0) (ite x876 1 0) (ite x877 1 0) (ite x878 1 0) (ite x879 1 0) (ite x880 1 0) (ite x881 1 0) (ite x882 1 0) (ite x883 1 0) (ite x884 1 0) (ite x885 1 0) (ite x886 1 0) (ite x887 1 0) (ite x888 1 0) (ite x889 1 0) (ite x890 1 0) (ite x891 1 0) (ite x892 1 0) (ite x893 1 0) (ite x894 1 0) (ite x895 1 0) (ite x896 1 0)) 1))
(assert (<= (+ 0 (ite x865 1 0) (ite x866 1 0) (ite x867 1 0) (ite x868 1 0) (ite x869 1 0) (ite x870 1 0) (ite x871 1 0) (ite x872 1 0) (ite x873 1 0) (ite x874 1 0) (ite x875 1 0) (ite x876 1 0) (ite x877 1 0) (ite x878 1 0) (ite x879 1 0) (ite x880 1 0) (ite x881 1 0) (ite x882 1 0) (ite x883 1 0) (ite x884 1 0) (ite x885 1 0) (ite x886 1 0) (ite x887 1 0) (ite x888 1 0) (ite x889 1 0) (ite x890 1 0) (ite x891 1 0) (ite x892 1 0) (ite x893 1 0) (ite x894 1 0) (ite x895 1 0) (ite x896 1 0)) 1))
(assert (>= (+ 0 (ite x897 1 0) (ite x898 1 0) (ite x899 1 0) (ite x900 1 0) (ite x901 1 0) (ite x902 1 0) (ite x903 1 0) (ite x904 1 0) (ite x905 1 0) (ite x906 1 0) (ite x907 1 0) (ite x908 1 0) (ite x909 1 0) (ite x910 1 0) (ite x911 1 0) (ite x912 1 0) (ite x913 1 0) (ite x914 1 0) (ite x915 1 0) (ite x916 1 0) (ite x917 1 0) (ite x918 1 0) (ite x919 1 0) (ite x920 1 0) (ite x921 1 0) (ite x922 1 0) (ite x923 1 0) (ite x924 1 0) (ite x925 1 0) (ite x926 1 0) (ite x927 1 0) (ite x928 1 0)) 1))
(assert (<= (+ 0 (ite x897 1 0) (ite x898 1 0) (ite x899 1 0) (ite x900 1 0) (ite x901 1 0) (ite x902 1 0) (ite x903 1 0) (ite x904 1 0) (ite x905 1 0) (ite x906 1 0) (ite x907 1 0) (ite x908 1 0) (ite x909 1 0) (ite x910 1 0) (ite x911 1 0) (ite x912 1 0) (ite x913 1 0) (ite x914 1 0) (ite x915 1 0) (ite x916 1 0) (ite x917 1 0) (ite x918 1 0) (ite x919 1 0) (ite x920 1 0) (ite x921 1 0) (ite x922 1 0) (ite x923 1 0) (ite x924 1 0) (ite x925 1 0) (ite x926 1 0) (ite x927 1 0) (ite x928 1 0)) 2))
(assert (>= (+ 0 (ite x929 1 0) (ite x930 1 0) (ite x931 1 0) (ite x932 1 0) (ite x933 1 0) (ite x934 1 0) (ite x935 1 0) (ite x936 1 0) (ite x937 1 0) (ite x938 1 0) (ite x939 1 0) (ite x940 1 0) (ite x941 1 0) (ite x942 1 0) (ite x943 1 0) (ite x944 1 0) (ite x945 1 0) (ite x946 1 0) (ite x947 1 0) (ite x948 1 0) (ite x949 1 0) (ite x950 1 0) (ite x951 1 0) (ite x952 1 0) (ite x953 1 0) (ite x954 1 0) (ite x955 1 0) (ite x956 1 0) (ite x957 1 0) (ite x958 1 0) (ite x959 1 0) (ite x960 1 0)) 1))
(assert (<= (+ 0 (ite x929 1 0) (ite x930 1 0) (ite x931 1 0) (ite x932 1 0) (ite x933 1 0) (ite x934 1 0) (ite x935 1 0) (ite x936 1 0) (ite x937 1 0) (ite x938 1 0) (ite x939 1 0) (ite x940 1 0) (ite x941 1 0) (ite x942 1 0) (ite x943 1 0) (ite x944 1 0) (ite x945 1 0) (ite x946 1 0) (ite x947 1 0) (ite x948 1 0) (ite x949 1 0) (ite x950 1 0) (ite x951 1 0) (ite x952 1 0) (ite x953 1 0) (ite x954 1 0) (ite x955 1 0) (ite x956 1 0) (ite x957 1 0) (ite x958 1 0) (ite x959 1 0) (ite x960 1 0)) 1))
(assert (>= (+ 0 (ite x961 1 0) (ite x962 1 0) (ite x963 1 0) (ite x964 1 0) (ite x965 1 0) (ite x966 1 0) (ite x967 1 0) (ite x968 1 0) (ite x969 1 0) (ite x970 1 0) (ite x971 1 0) (ite x972 1 0) (ite x973 1 0) (ite x974 1 0) (ite x975 1 0) (ite x976 1 0) (ite x977 1 0) (ite x978 1 0) (ite x979 1 0) (ite x980 1 0) (ite x981 1 0) (ite x982 1 0) (ite x983 1 0) (ite x984 1 0) (ite x985 1 0) (ite x986 1 0) (ite x987 1 0) (ite x988 1 0) (ite x989 1 0) (ite x990 1 0) (ite x991 1 0) (ite x992 1 0)) 1))
(assert (<= (+ 0 (ite x961 1 0) (ite x962 1 0) (ite x963 1 0) (ite x964 1 0) (ite x965 1 0) (ite x966 1 0) (ite x967 1 0) (ite x968 1 0) (ite x969 1 0) (ite x970 1 0) (ite x971 1 0) (ite x972 1 0) (ite x973 1 0) (ite x974 1 0) (ite x975 1 0) (ite x976 1 0) (ite x977 1 0) (ite x978 1 0) (ite x979 1 0) (ite x980 1 0) (ite x981 1 0) (ite x982 1 0) (ite x983 1 0) (ite x984 1 0) (ite x985 1 0) (ite x986 1 0) (ite x987 1 0) (ite x988 1 0) (ite x989 1 0) (ite x990 1 0) (ite x991 1 0) (ite x992 1 0)) 1))
(assert (>= (+ 0 (ite x993 1 0) (ite x994 1 0) (ite x995 1 0) (ite x996 1 0) (ite x997 1 0) (ite x998 1 0) (ite x999 1 0) (ite x1000 1 0) (ite x1001 1 0) (ite x1002 1 0) (ite x1003 1 0) (ite x1004 1 0) (ite x1005 1 0) (ite x1006 1 0) (ite x1007 1 0) (ite x1008 1 0) (ite x1009 1 0) (ite x1010 1 0) (ite x1011 1 0) (ite x1012 1 0) (ite x1013 1 0) (ite x1014 1 0) (ite x1015 1 0) (ite x1016 1 0) (ite x1017 1 0) (ite x1018 1 0) (ite x1019 1 0) (ite x1020 1 0) (ite x1021 1 0) (ite x1022 1 0) (ite x1023 1 0) (ite x1024 1 0)) 1))
(assert (<= (+ 0 (ite x993 1 0) (ite x994 1 0) (ite x995 1 0) (ite x996 1 0) (ite x997 1 0) (ite x998 1 0) (ite x999 1 0) (ite x1000 1 0) (ite x1001 1 0) (ite x1002 1 0) (ite x1003 1 0) (ite x1004 1 0) (ite x1005 1 0) (ite x1006 1 0) (ite x1007 1 0) (ite x1008 1 0) (ite x1009 1 0) (ite x1010 1 0) (ite x1011 1 0) (ite x1012 1 0) (ite x1013 1 0) (ite x1014 1 0) (ite x1015 1 0) (ite x1016 1 0) (ite x1017 1 0) (ite x1018 1 0) (ite x1019 1 0) (ite x1020 1 0) (ite x1021 1 0) (ite x1022 1 0) (ite x1023 1 0) (ite x1024 1 0)) 1))
(assert (>= (+ 0 (ite x1025 1 0) (ite x1026 1 0) (ite x1027 1 0) (ite x1028 1 0) (ite x1029 1 0) (ite x1030 1 0) (ite x1031 1 0) (ite x1032 1 0) (ite x1033 1 0) (ite x1034 1 0) (ite x1035 1 0) (ite x1036 1 0) (ite x1037 1 0) (ite x1038 1 0) (ite x1039 1 0) (ite x1040 1 0) (ite x1041 1 0) (ite x1042 1 0) (ite x1043 1 0) (ite x1044 1 0) (ite x1045 1 0) (ite x1046 1 0) (ite x1047 1 0) (ite x1048 1 0) (ite x1049 1 0) (ite x1050 1 0) (ite x1051 1 0) (ite x1052 1 0) (ite x1053 1 0) (ite x1054 1 0) (ite x1055 1 0) (ite x1056 1 0)) 1))
(assert (<= (+ 0 (ite x1025 1 0) (ite x1026 1 0) (ite x1027 1 0) (ite x1028 1 0) (ite x1029 1 0) (ite x1030 1 0) (ite x1031 1 0) (ite x1032 1 0) (ite x1033 1 0) (ite x1034 1 0) (ite x1035 1 0) (ite x1036 1 0) (ite x1037 1 0) (ite x1038 1 0) (ite x1039 1 0) (ite x1040 1 0) (ite x1041 1 0) (ite x1042 1 0) (ite x1043 1 0) (ite x1044 1 0) (ite x1045 1 0) (ite x1046 1 0) (ite x1047 1 0) (ite x1048 1 0) (ite x1049 1 0) (ite x1050 1 0) (ite x1051 1 0) (ite x1052 1 0) (ite x1053 1 0) (ite x1054 1 0) (ite x1055 1 0) (ite x1056 1 0)) 2))
(assert (>= (+ 0 (ite x1057 1 0) (ite x1058 1 0) (ite x1059 1 0) (ite x1060 1 0) (ite x1061 1 0) (ite x1062 1 0) (ite x1063 1 0) (ite x1064 1 0) (ite x1065 1 0) (ite x1066 1 0) (ite x1067 1 0) (ite x1068 1 0) (ite x1069 1 0) (ite x1070 1 0) (ite x1071 1 0) (ite x1072 1 0) (ite x1073 1 0) (ite x1074 1 0) (ite x1075 1 0) (ite x1076 1 0) (ite x1077 1 0) (ite x1078 1 0) (ite x1079 1 0) (ite x1080 1 0) (ite x1081 1 0) (ite x1082 1 0) (ite x1083 1 0) (ite x1084 1 0) (ite x1085 1 0) (ite x1086 1 0) (ite x1087 1 0) (ite x1088 1 0)) 1))
(assert (<= (+ 0 (ite x1057 1 0) (ite x1058 1 0) (ite x1059 1 0) (ite x1060 1 0) (ite x1061 1 0) (ite x1062 1 0) (ite x1063 1 0) (ite x1064 1 0) (ite x1065 1 0) (ite x1066 1 0) (ite x1067 1 0) (ite x1068 1 0) (ite x1069 1 0) (ite x1070 1 0) (ite x1071 1 0) (ite x1072 1 0) (ite x1073 1 0) (ite x1074 1 0) (ite x1075 1 0) (ite x1076 1 0) (ite x1077 1 0) (ite x1078 1 0) (ite x1079 1 0) (ite x1080 1 0) (ite x1081 1 0) (ite x1082 1 0) (ite x1083 1 0) (ite x1084 1 0) (ite x1085 1 0) (ite x1086 1 0) (ite x1087 1 0) (ite x1088 1 0)) 1))
(assert (>= (+ 0 (ite x1089 1 0) (ite x1090 1 0) (ite x1091 1 0) (ite x1092 1 0) (ite x1093 1 0) (ite x1094 1 0) (ite x1095 1 0) (ite x1096 1 0) (ite x1097 1 0) (ite x1098 1 0) (ite x1099 1 0) (ite x1100 1 0) (ite x1101 1 0) (ite x1102 1 0) (ite x1103 1 0) (ite x1104 1 0) (ite x1105 1 0) (ite x1106 1 0) (ite x1107 1 0) (ite x1108 1 0) (ite x1109 1 0) (ite x1110 1 0) (ite x1111 1 0) (ite x1112 1 0) (ite x1113 1 0) (ite x1114 1 0) (ite x1115 1 0) (ite x1116 1 0) (ite x1117 1 0) (ite x1118 1 0) (ite x1119 1 0) (ite x1120 1 0)) 1))
(assert (<= (+ 0 (ite x1089 1 0) (ite x1090 1 0) (ite x1091 1 0) (ite x1092 1 0) (ite x1093 1 0) (ite x1094 1 0) (ite x1095 1 0) (ite x1096 1 0) (ite x1097 1 0) (ite x1098 1 0) (ite x1099 1 0) (ite x1100 1 0) (ite x1101 1 0) (ite x1102 1 0) (ite x1103 1 0) (ite x1104 1 0) (ite x1105 1 0) (ite x1106 1 0) (ite x1107 1 0) (ite x1108 1 0) (ite x1109 1 0) (ite x1110 1 0) (ite x1111 1 0) (ite x1112 1 0) (ite x1113 1 0) (ite x1114 1 0) (ite x1115 1 0) (ite x1116 1 0) (ite x1117 1 0) (ite x1118 1 0) (ite x1119 1 0) (ite x1120 1 0)) 1))
(assert (>= (+ 0 (ite x1121 1 0) (ite x1122 1 0) (ite x1123 1 0) (ite x1124 1 0) (ite x1125 1 0) (ite x1126 1 0) (ite x1127 1 0) (ite x1128 1 0) (ite x1129 1 0) (ite x1130 1 0) (ite x1131 1 0) (ite x1132 1 0) (ite x1133 1 0) (ite x1134 1 0) (ite x1135 1 0) (ite x1136 1 0) (ite x1137 1 0) (ite x1138 1 0) (ite x1139 1 0) (ite x1140 1 0) (ite x1141 1 0) (ite x1142 1 0) (ite x1143 1 0) (ite x1144 1 0) (ite x1145 1 0) (ite x1146 1 0) (ite x1147 1 0) (ite x1148 1 0) (ite x1149 1 0) (ite x1150 1 0) (ite x1151 1 0) (ite x1152 1 0)) 1))
(assert (<= (+ 0 (ite x1121 1 0) (ite x1122 1 0) (ite x1123 1 0) (ite x1124 1 0) (ite x1125 1 0) (ite x1126 1 0) (ite x1127 1 0) (ite x1128 1 0) (ite x1129 1 0) (ite x1130 1 0) (ite x1131 1 0) (ite x1132 1 0) (ite x1133 1 0) (ite x1134 1 0) (ite x1135 1 0) (ite x1136 1 0) (ite x1137 1 0) (ite x1138 1 0) (ite x1139 1 0) (ite x1140 1 0) (ite x1141 1 0) (ite x1142 1 0) (ite x1143 1 0) (ite x1144 1 0) (ite x1145 1 0) (ite x1146 1 0) (ite x1147 1 0) (ite x1148 1 0) (ite x1149 1 0) (ite x1150 1 0) (ite x1151 1 0) (ite x1152 1 0)) 1))
(assert (>= (+ 0 (ite x1153 1 0) (ite x1154 1 0) (ite x1155 1 0) (ite x1156 1 0) (ite x1157 1 0) (ite x1158 1 0) (ite x1159 1 0) (ite x1160 1 0) (ite x1161 1 0) (ite x1162 1 0) (ite x1163 1 0) (ite x1164 1 0) (ite x1165 1 0) (ite x1166 1 0) (ite x1167 1 0) (ite x1168 1 0) (ite x1169 1 0) (ite x1170 1 0) (ite x1171 1 0) (ite x1172 1 0) (ite x1173 1 0) (ite x1174 1 0) (ite x1175 1 0) (ite x1176 1 0) (ite x1177 1 0) (ite x1178 1 0) (ite x1179 1 0) (ite x1180 1 0) (ite x1181 1 0) (ite x1182 1 0) (ite x1183 1 0) (ite x1184 1 0)) 1))
(assert (<= (+ 0 (ite x1153 1 0) (ite x1154 1 0) (ite x1155 1 0) (ite x1156 1 0) (ite x1157 1 0) (ite x1158 1 0) (ite x1159 1 0) (ite x1160 1 0) (ite x1161 1 0) (ite x1162 1 0) (ite x1163 1 0) (ite x1164 1 0) (ite x1165 1 0) (ite x1166 1 0) (ite x1167 1 0) (ite x1168 1 0) (ite x1169 1 0) (ite x1170 1 0) (ite x1171 1 0) (ite x1172 1 0) (ite x1173 1 0) (ite x1174 1 0) (ite x1175 1 0) (ite x1176 1 0) (ite x1177 1 0) (ite x1178 1 0) (ite x1179 1 0) (ite x1180 1 0) (ite x1181 1 0) (ite x1182 1 0) (ite x1183 1 0) (ite x1184 1 0)) 2))
(assert (>= (+ 0 (ite x1185 1 0) (ite x1186 1 0) (ite x1187 1 0) (ite x1188 1 0) (ite x1189 1 0) (ite x1190 1 0) (ite x1191 1 0) (ite x1192 1 0) (ite x1193 1 0) (ite x1194 1 0) (ite x1195 1 0) (ite x1196 1 0) (ite x1197 1 0) (ite x1198 1 0) (ite x1199 1 0) (ite x1200 1 0) (ite x1201 1 0) (ite x1202 1 0) (ite x1203 1 0) (ite x1204 1 0) (ite x1205 1 0) (ite x1206 1 0) (ite x1207 1 0) (ite x1208 1 0) (ite x1209 1 0) (ite x1210 1 0) (ite x1211 1 0) (ite x1212 1 0) (ite x1213 1 0) (ite x1214 1 0) (ite x1215 1 0) (ite x1216 1 0)) 1))
(assert (<= (+ 0 (ite x1185 1 0) (ite x1186 1 0) (ite x1187 1 0) (ite x1188 1 0) (ite x1189 1 0) (ite x1190 1 0) (ite x1191 1 0) (ite x1192 1 0) (ite x1193 1 0) (ite x1194 1 0) (ite x1195 1 0) (ite x1196 1 0) (ite x1197 1 0) (ite x1198 1 0) (ite x1199 1 0) (ite x1200 1 0) (ite x1201 1 0) (ite x1202 1 0) (ite x1203 1 0) (ite x1204 1 0) (ite x1205 1 0) (ite x1206 1 0) (ite x1207 1 0) (ite x1208 1 0) (ite x1209 1 0) (ite x1210 1 0) (ite x1211 1 0) (ite x1212 1 0) (ite x1213 1 0) (ite x1214 1 0) (ite x1215 1 0) (ite x1216 1 0)) 1))
(assert (>= (+ 0 (ite x1217 1 0) (ite x1218 1 0) (ite x1219 1 0) (ite x1220 1 0) (ite x1221 1 0) (ite x1222 1 0) (ite x1223 1 0) (ite x1224 1 0) (ite x1225 1 0) (ite x1226 1 0) (ite x1227 1 0) (ite x1228 1 0) (ite x1229 1 0) (ite x1230 1 0) (ite x1231 1 0) (ite x1232 1 0) (ite x1233 1 0) (ite x1234 1 0) (ite x1235 1 0) (ite x1236 1 0) (ite x1237 1 0) (ite x1238 1 0) (ite x1239 1 0) (ite x1240 1 0) (ite x1241 1 0) (ite x1242 1 0) (ite x1243 1 0) (ite x1244 1 0) (ite x1245 1 0) (ite x1246 1 0) (ite x1247 1 0) (ite x1248 1 0)) 1))
(assert (<= (+ 0 (ite x1217 1 0) (ite x1218 1 0) (ite x1219 1 0) (ite x1220 1 0) (ite x1221 1 0) (ite x1222 1 0) (ite x1223 1 0) (ite x1224 1 0) (ite x1225 1 0) (ite x1226 1 0) (ite x1227 1 0) (ite x1228 1 0) (ite x1229 1 0) (ite x1230 1 0) (ite x1231 1 0) (ite x1232 1 0) (ite x1233 1 0) (ite x1234 1 0) (ite x1235 1 0) (ite x1236 1 0) (ite x1237 1 0) (ite x1238 1 0) (ite x1239 1 0) (ite x1240 1 0) (ite x1241 1 0) (ite x1242 1 0) (ite x1243 1 0) (ite x1244 1 0) (ite x1245 1 0) (ite x1246 1 0) (ite x1247 1 0) (ite x1248 1 0)) 1))
(assert (>= (+ 0 (ite x1249 1 0) (ite x1250 1 0) (ite x1251 1 0) (ite x1252 1 0) (ite x1253 1 0) (ite x1254 1 0) (ite x1255 1 0) (ite x1256 1 0) (ite x1257 1 0) (ite x1258 1 0) (ite x1259 1 0) (ite x1260 1 0) (ite x1261 1 0) (ite x1262 1 0) (ite x1263 1 0) (ite x1264 1 0) (ite x1265 1 0) (ite x1266 1 0) (ite x1267 1 0) (ite x1268 1 0) (ite x1269 1 0) (ite x1270 1 0) (ite x1271 1 0) (ite x1272 1 0) (ite x1273 1 0) (ite x1274 1 0) (ite x1275 1 0) (ite x1276 1 0) (ite x1277 1 0) (ite x1278 1 0) (ite x1279 1 0) (ite x1280 1 0)) 1))
(assert (<= (+ 0 (ite x1249 1 0) (ite x1250 1 0) (ite x1251 1 0) (ite x1252 1 0) (ite x1253 1 0) (ite x1254 1 0) (ite x1255 1 0) (ite x1256 1 0) (ite x1257 1 0) (ite x1258 1 0) (ite x1259 1 0) (ite x1260 1 0) (ite x1261 1 0) (ite x1262 1 0) (ite x1263 1 0) (ite x1264 1 0) (ite x1265 1 0) (ite x1266 1 0) (ite x1267 1 0) (ite x1268 1 0) (ite x1269 1 0) (ite x1270 1 0) (ite x1271 1 0) (ite x1272 1 0) (ite x1273 1 0) (ite x1274 1 0) (ite x1275 1 0) (ite x1276 1 0) (ite x1277 1 0) (ite x1278 1 0) (ite x1279 1 0) (ite x1280 1 0)) 1))
(assert (>= (+ 0 (ite x1281 1 0) (ite x1282 1 0) (ite x1283 1 0) (ite x1284 1 0) (ite x1285 1 0) (ite x1286 1 0) (ite x1287 1 0) (ite x1288 1 0) (ite x1289 1 0) (ite x1290 1 0) (ite x1291 1 0) (ite x1292 1 0) (ite x1293 1 0) (ite x1294 1 0) (ite x1295 1 0) (ite x1296 1 0) (ite x1297 1 0) (ite x1298 1 0) (ite x1299 1 0) (ite x1300 1 0) (ite x1301 1 0) (ite x1302 1 0) (ite x1303 1 0) (ite x1304 1 0) (ite x1305 1 0) (ite x1306 1 0) (ite x1307 1 0) (ite x1308 1 0) (ite x1309 1 0) (ite x1310 1 0) (ite x1311 1 0) (ite x1312 1 0)) 1))
(assert (<= (+ 0 (ite x1281 1 0) (ite x1282 1 0) (ite x1283 1 0) (ite x1284 1 0) (ite x1285 1 0) (ite x1286 1 0) (ite x1287 1 0) (ite x1288 1 0) (ite x1289 1 0) (ite x1290 1 0) (ite x1291 1 0) (ite x1292 1 0) (ite x1293 1 0) (ite x1294 1 0) (ite x1295 1 0) (ite x1296 1 0) (ite x1297 1 0) (ite x1298 1 0) (ite x1299 1 0) (ite x1300 1 0) (ite x1301 1 0) (ite x1302 1 0) (ite x1303 1 0) (ite x1304 1 0) (ite x1305 1 0) (ite x1306 1 0) (ite x1307 1 0) (ite x1308 1 0) (ite x1309 1 0) (ite x1310 1 0) (ite x1311 1 0) (ite x1312 1 0)) 2))
(assert (>= (+ 0 (ite x1313 1 0) (ite x1314 1 0) (ite x1315 1 0) (ite x1316 1 0) (ite x1317 1 0) (ite x1318 1 0) (ite x1319 1 0) (ite x1320 1 0) (ite x1321 1 0) (ite x1322 1 0) (ite x1323 1 0) (ite x1324 1 0) (ite x1325 1 0) (ite x1326 1 0) (ite x1327 1 0) (ite x1328 1 0) (ite x1329 1 0) (ite x1330 1 0) (ite x1331 1 0) (ite x1332 1 0) (ite x1333 1 0) (ite x1334 1 0) (ite x1335 1 0) (ite x1336 1 0) (ite x1337 1 0) (ite x1338 1 0) (ite x1339 1 0) (ite x1340 1 0) (ite x1341 1 0) (ite x1342 1 0) (ite x1343 1 0) (ite x1344 1 0)) 1))
(assert (<= (+ 0 (ite x1313 1 0) (ite x1314 1 0) (ite x1315 1 0) (ite x1316 1 0) (ite x1317 1 0) (ite x1318 1 0) (ite x1319 1 0) (ite x1320 1 0) (ite x1321 1 0) (ite x1322 1 0) (ite x1323 1 0) (ite x1324 1 0) (ite x1325 1 0) (ite x1326 1 0) (ite x1327 1 0) (ite x1328 1 0) (ite x1329 1 0) (ite x1330 1 0) (ite x1331 1 0) (ite x1332 1 0) (ite x1333 1 0) (ite x1334 1 0) (ite x1335 1 0) (ite x1336 1 0) (ite x1337 1 0) (ite x1338 1 0) (ite x1339 1 0) (ite x1340 1 0) (ite x1341 1 0) (ite x1342 1 0) (ite x1343 1 0) (ite x1344 1 0)) 1))
(assert (>= (+ 0 (ite x1345 1 0) (ite x1346 1 0) (ite x1347 1 0) (ite x1348 1 0) (ite x1349 1 0) (ite x1350 1 0) (ite x1351 1 0) (ite x1352 1 0) (ite x1353 1 0) (ite x1354 1 0) (ite x1355 1 0) (ite x1356 1 0) (ite x1357 1 0) (ite x1358 1 0) (ite x1359 1 0) (ite x1360 1 0) (ite x1361 1 0) (ite x1362 1 0) (ite x1363 1 0) (ite x1364 1 0) (ite x1365 1 0) (ite x1366 1 0) (ite x1367 1 0) (ite x1368 1 0) (ite x1369 1 0) (ite x1370 1 0) (ite x1371 1 0) (ite x1372 1 0) (ite x1373 1 0) (ite x1374 1 0) (ite x1375 1 0) (ite x1376 1 0)) 1))
(assert (<= (+ 0 (ite x1345 1 0) (ite x1346 1 0) (ite x1347 1 0) (ite x1348 1 0) (ite x1349 1 0) (ite x1350 1 0) (ite x1351 1 0) (ite x1352 1 0) (ite x1353 1 0) (ite x1354 1 0) (ite x1355 1 0) (ite x1356 1 0) (ite x1357 1 0) (ite x1358 1 0) (ite x1359 1 0) (ite x1360 1 0) (ite x1361 1 0) (ite x1362 1 0) (ite x1363 1 0) (ite x1364 1 0) (ite x1365 1 0) (ite x1366 1 0) (ite x1367 1 0) (ite x1368 1 0) (ite x1369 1 0) (ite x1370 1 0) (ite x1371 1 0) (ite x1372 1 0) (ite x1373 1 0) (ite x1374 1 0) (ite x1375 1 0) (ite x1376 1 0)) 1))
(assert (>= (+ 0 (ite x1377 1 0) (ite x1378 1 0) (ite x1379 1 0) (ite x1380 1 0) (ite x1381 1 0) (ite x1382 1 0) (ite x1383 1 0) (ite x1384 1 0) (ite x1385 1 0) (ite x1386 1 0) (ite x1387 1 0) (ite x1388 1 0) (ite x1389 1 0) (ite x1390 1 0) (ite x1391 1 0) (ite x1392 1 0) (ite x1393 1 0) (ite x1394 1 0) (ite x1395 1 0) (ite x1396 1 0) (ite x1397 1 0) (ite x1398 1 0) (ite x1399 1 0) (ite x1400 1 0) (ite x1401 1 0) (ite x1402 1 0) (ite x1403 1 0) (ite x1404 1 0) (ite x1405 1 0) (ite x1406 1 0) (ite x1407 1 0) (ite x1408 1 0)) 1))
(assert (<= (+ 0 (ite x1377 1 0) (ite x1378 1 0) (ite x1379 1 0) (ite x1380 1 0) (ite x1381 1 0) (ite x1382 1 0) (ite x1383 1 0) (ite x1384 1 0) (ite x1385 1 0) (ite x1386 1 0) (ite x1387 1 0) (ite x1388 1 0) (ite x1389 1 0) (ite x1390 1 0) (ite x1391 1 0) (ite x1392 1 0) (ite x1393 1 0) (ite x1394 1 0) (ite x1395 1 0) (ite x1396 1 0) (ite x1397 1 0) (ite x1398 1 0) (ite x1399 1 0) (ite x1400 1 0) (ite x1401 1 0) (ite x1402 1 0) (ite x1403 1 0) (ite x1404 1 0) (ite x1405 1 0) (ite x1406 1 0) (ite x1407 1 0) (ite x1408 1 0)) 1))
(assert (>= (+ 0 (ite x1409 1 0) (ite x1410 1 0) (ite x1411 1 0) (ite x1412 1 0) (ite x1413 1 0) (ite x1414 1 0) (ite x1415 1 0) (ite x1416 1 0) (ite x1417 1 0) (ite x1418 1 0) (ite x1419 1 0) (ite x1420 1 0) (ite x1421 1 0) (ite x1422 1 0) (ite x1423 1 0) (ite x1424 1 0) (ite x1425 1 0) (ite x1426 1 0) (ite x1427 1 0) (ite x1428 1 0) (ite x1429 1 0) (ite x1430 1 0) (ite x1431 1 0) (ite x1432 1 0) (ite x1433 1 0) (ite x1434 1 0) (ite x1435 1 0) (ite x1436 1 0) (ite x1437 1 0) (ite x1438 1 0) (ite x1439 1 0) (ite x1440 1 0)) 1))
(assert (<= (+ 0 (ite x1409 1 0) (ite x1410 1 0) (ite x1411 1 0) (ite x1412 1 0) (ite x1413 1 0) (ite x1414 1 0) (ite x1415 1 0) (ite x1416 1 0) (ite x1417 1 0) (ite x1418 1 0) (ite x1419 1 0) (ite x1420 1 0) (ite x1421 1 0) (ite x1422 1 0) (ite x1423 1 0) (ite x1424 1 0) (ite x1425 1 0) (ite x1426 1 0) (ite x1427 1 0) (ite x1428 1 0) (ite x1429 1 0) (ite x1430 1 0) (ite x1431 1 0) (ite x1432 1 0) (ite x1433 1 0) (ite x1434 1 0) (ite x1435 1 0) (ite x1436 1 0) (ite x1437 1 0) (ite x1438 1 0) (ite x1439 1 0) (ite x1440 1 0)) 2))
(assert (>= (+ 0 (ite x1441 1 0) (ite x1442 1 0) (ite x1443 1 0) (ite x1444 1 0) (ite x1445 1 0) (ite x1446 1 0) (ite x1447 1 0) (ite x1448 1 0) (ite x1449 1 0) (ite x1450 1 0) (ite x1451 1 0) (ite x1452 1 0) (ite x1453 1 0) (ite x1454 1 0) (ite x1455 1 0) (ite x1456 1 0) (ite x1457 1 0) (ite x1458 1 0) (ite x1459 1 0) (ite x1460 1 0) (ite x1461 1 0) (ite x1462 1 0) (ite x1463 1 0) (ite x1464 1 0) (ite x1465 1 0) (ite x1466 1 0) (ite x1467 1 0) (ite x1468 1 0) (ite x1469 1 0) (ite x1470 1 0) (ite x1471 1 0) (ite x1472 1 0)) 1))
(assert (<= (+ 0 (ite x1441 1 0) (ite x1442 1 0) (ite x1443 1 0) (ite x1444 1 0) (ite x1445 1 0) (ite x1446 1 0) (ite x1447 1 0) (ite x1448 1 0) (ite x1449 1 0) (ite x1450 1 0) (ite x1451 1 0) (ite x1452 1 0) (ite x1453 1 0) (ite x1454 1 0) (ite x1455 1 0) (ite x1456 1 0) (ite x1457 1 0) (ite x1458 1 0) (ite x1459 1 0) (ite x1460 1 0) (ite x1461 1 0) (ite x1462 1 0) (ite x1463 1 0) (ite x1464 1 0) (ite x1465 1 0) (ite x1466 1 0) (ite x1467 1 0) (ite x1468 1 0) (ite x1469 1 0) (ite x1470 1 0) (ite x1471 1 0) (ite x1472 1 0)) 1))
(assert (>= (+ 0 (ite x1473 1 0) (ite x1474 1 0) (ite x1475 1 0) (ite x1476 1 0) (ite x1477 1 0) (ite x1478 1 0) (ite x1479 1 0) (ite x1480 1 0) (ite x1481 1 0) (ite x1482 1 0) (ite x1483 1 0) (ite x1484 1 0) (ite x1485 1 0) (ite x1486 1 0) (ite x1487 1 0) (ite x1488 1 0) (ite x1489 1 0) (ite x1490 1 0) (ite x1491 1 0) (ite x1492 1 0) (ite x1493 1 0) (ite x1494 1 0) (ite x1495 1 0) (ite x1496 1 0) (ite x1497 1 0) (ite x1498 1 0) (ite x1499 1 0) (ite x1500 1 0) (ite x1501 1 0) (ite x1502 1 0) (ite x1503 1 0) (ite x1504 1 0)) 1))
(assert (<= (+ 0 (ite x1473 1 0) (ite x1474 1 0) (ite x1475 1 0) (ite x1476 1 0) (ite x1477 1 0) (ite x1478 1 0) (ite x1479 1 0) (ite x1480 1 0) (ite x1481 1 0) (ite x1482 1 0) (ite x1483 1 0) (ite x1484 1 0) (ite x1485 1 0) (ite x1486 1 0) (ite x1487 1 0) (ite x1488 1 0) (ite x1489 1 0) (ite x1490 1 0) (ite x1491 1 0) (ite x1492 1 0) (ite x1493 1 0) (ite x1494 1 0) (ite x1495 1 0) (ite x1496 1 0) (ite x1497 1 0) (ite x1498 1 0) (ite x1499 1 0) (ite x1500 1 0) (ite x1501 1 0) (ite x1502 1 0) (ite x1503 1 0) (ite x1504 1 0)) 1))
(assert (>= (+ 0 (ite x1505 1 0) (ite x1506 1 0) (ite x1507 1 0) (ite x1508 1 0) (ite x1509 1 0) (ite x1510 1 0) (ite x1511 1 0) (ite x1512 1 0) (ite x1513 1 0) (ite x1514 1 0) (ite x1515 1 0) (ite x1516 1 0) (ite x1517 1 0) (ite x1518 1 0) (ite x1519 1 0) (ite x1520 1 0) (ite x1521 1 0) (ite x1522 1 0) (ite x1523 1 0) (ite x1524 1 0) (ite x1525 1 0) (ite x1526 1 0) (ite x1527 1 0) (ite x1528 1 0) (ite x1529 1 0) (ite x1530 1 0) (ite x1531 1 0) (ite x1532 1 0) (ite x1533 1 0) (ite x1534 1 0) (ite x1535 1 0) (ite x1536 1 0)) 1))
(assert (<= (+ 0 (ite x1505 1 0) (ite x1506 1 0) (ite x1507 1 0) (ite x1508 1 0) (ite x1509 1 0) (ite x1510 1 0) (ite x1511 1 0) (ite x1512 1 0) (ite x1513 1 0) (ite x1514 1 0) (ite x1515 1 0) (ite x1516 1 0) (ite x1517 1 0) (ite x1518 1 0) (ite x1519 1 0) (ite x1520 1 0) (ite x1521 1 0) (ite x1522 1 0) (ite x1523 1 0) (ite x1524 1 0) (ite x1525 1 0) (ite x1526 1 0) (ite x1527 1 0) (ite x1528 1 0) (ite x1529 1 0) (ite x1530 1 0) (ite x1531 1 0) (ite x1532 1 0) (ite x1533 1 0) (ite x1534 1 0) (ite x1535 1 0) (ite x1536 1 0)) 1))
(assert (>= (+ 0 (ite x1537 1 0) (ite x1538 1 0) (ite x1539 1 0) (ite x1540 1 0) (ite x1541 1 0) (ite x1542 1 0) (ite x1543 1 0) (ite x1544 1 0) (ite x1545 1 0) (ite x1546 1 0) (ite x1547 1 0) (ite x1548 1 0) (ite x1549 1 0) (ite x1550 1 0) (ite x1551 1 0) (ite x1552 1 0) (ite x1553 1 0) (ite x1554 1 0) (ite x1555 1 0) (ite x1556 1 0) (ite x1557 1 0) (ite x1558 1 0) (ite x1559 1 0) (ite x1560 1 0) (ite x1561 1 0) (ite x1562 1 0) (ite x1563 1 0) (ite x1564 1 0) (ite x1565 1 0) (ite x1566 1 0) (ite x1567 1 0) (ite x1568 1 0)) 1))
(assert (<= (+ 0 (ite x1537 1 0) (ite x1538 1 0) (ite x1539 1 0) (ite x1540 1 0) (ite x1541 1 0) (ite x1542 1 0) (ite x1543 1 0) (ite x1544 1 0) (ite x1545 1 0) (ite x1546 1 0) (ite x1547 1 0) (ite x1548 1 0) (ite x1549 1 0) (ite x1550 1 0) (ite x1551 1 0) (ite x1552 1 0) (ite x1553 1 0) (ite x1554 1 0) (ite x1555 1 0) (ite x1556 1 0) (ite x1557 1 0) (ite x1558 1 0) (ite x1559 1 0) (ite x1560 1 0) (ite x1561 1 0) (ite x1562 1 0) (ite x1563 1 0) (ite x1564 1 0) (ite x1565 1 0) (ite x1566 1 0) (ite x1567 1 0) (ite x1568 1 0)) 2))
(assert (>= (+ 0 (ite x1569 1 0) (ite x1570 1 0) (ite x1571 1 0) (ite x1572 1 0) (ite x1573 1 0) (ite x1574 1 0) (ite x1575 1 0) (ite x1576 1 0) (ite x1577 1 0) (ite x1578 1 0) (ite x1579 1 0) (ite x1580 1 0) (ite x1581 1 0) (ite x1582 1 0) (ite x1583 1 0) (ite x1584 1 0) (ite x1585 1 0) (ite x1586 1 0) (ite x1587 1 0) (ite x1588 1 0) (ite x1589 1 0) (ite x1590 1 0) (ite x1591 1 0) (ite x1592 1 0) (ite x1593 1 0) (ite x1594 1 0) (ite x1595 1 0) (ite x1596 1 0) (ite x1597 1 0) (ite x1598 1 0) (ite x1599 1 0) (ite x1600 1 0)) 1))
(assert (<= (+ 0 (ite x1569 1 0) (ite x1570 1 0) (ite x1571 1 0) (ite x1572 1 0) (ite x1573 1 0) (ite x1574 1 0) (ite x1575 1 0) (ite x1576 1 0) (ite x1577 1 0) (ite x1578 1 0) (ite x1579 1 0) (ite x1580 1 0) (ite x1581 1 0) (ite x1582 1 0) (ite x1583 1 0) (ite x1584 1 0) (ite x1585 1 0) (ite x1586 1 0) (ite x1587 1 0) (ite x1588 1 0) (ite x1589 1 0) (ite x1590 1 0) (ite x1591 1 0) (ite x1592 1 0) (ite x1593 1 0) (ite x1594 1 0) (ite x1595 1 0) (ite x1596 1 0) (ite x1597 1 0) (ite x1598 1 0) (ite x1599 1 0) (ite x1600 1 0)) 1))
(assert (>= (+ 0 (ite x1601 1 0) (ite x1602 1 0) (ite x1603 1 0) (ite x1604 1 0) (ite x1605 1 0) (ite x1606 1 0) (ite x1607 1 0) (ite x1608 1 0) (ite x1609 1 0) (ite x1610 1 0) (ite x1611 1 0) (ite x1612 1 0) (ite x1613 1 0) (ite x1614 1 0) (ite x1615 1 0) (ite x1616 1 0) (ite x1617 1 0) (ite x1618 1 0) (ite x1619 1 0) (ite x1620 1 0) (ite x1621 1 0) (ite x1622 1 0) (ite x1623 1 0) (ite x1624 1 0) (ite x1625 1 0) (ite x1626 1 0) (ite x1627 1 0) (ite x1628 1 0) (ite x1629 1 0) (ite x1630 1 0) (ite x1631 1 0) (ite x1632 1 0)) 1))
(assert (<= (+ 0 (ite x1601 1 0) (ite x1602 1 0) (ite x1603 1 0) (ite x1604 1 0) (ite x1605 1 0) (ite x1606 1 0) (ite x1607 1 0) (ite x1608 1 0) (ite x1609 1 0) (ite x1610 1 0) (ite x1611 1 0) (ite x1612 1 0) (ite x1613 1 0) (ite x1614 1 0) (ite x1615 1 0) (ite x1616 1 0) (ite x1617 1 0) (ite x1618 1 0) (ite x1619 1 0) (ite x1620 1 0) (ite x1621 1 0) (ite x1622 1 0) (ite x1623 1 0) (ite x1624 1 0) (ite x1625 1 0) (ite x1626 1 0) (ite x1627 1 0) (ite x1628 1 0) (ite x1629 1 0) (ite x1630 1 0) (ite x1631 1 0) (ite x1632 1 0)) 1))
(assert (>= (+ 0 (ite x1633 1 0) (ite x1634 1 0) (ite x1635 1 0) (ite x1636 1 0) (ite x1637 1 0) (ite x1638 1 0) (ite x1639 1 0) (ite x1640 1 0) (ite x1641 1 0) (ite x1642 1 0) (ite x1643 1 0) (ite x1644 1 0) (ite x1645 1 0) (ite x1646 1 0) (ite x1647 1 0) (ite x1648 1 0) (ite x1649 1 0) (ite x1650 1 0) (ite x1651 1 0) (ite x1652 1 0) (ite x1653 1 0) (ite x1654 1 0) (ite x1655 1 0) (ite x1656 1 0) (ite x1657 1 0) (ite x1658 1 0) (ite x1659 1 0) (ite x1660 1 0) (ite x1661 1 0) (ite x1662 1 0) (ite x1663 1 0) (ite x1664 1 0)) 1))
(assert (<= (+ 0 (ite x1633 1 0) (ite x1634 1 0) (ite x1635 1 0) (ite x1636 1 0) (ite x1637 1 0) (ite x1638 1 0) (ite x1639 1 0) (ite x1640 1 0) (ite x1641 1 0) (ite x1642 1 0) (ite x1643 1 0) (ite x1644 1 0) (ite x1645 1 0) (ite x1646 1 0) (ite x1647 1 0) (ite x1648 1 0) (ite x1649 1 0) (ite x1650 1 0) (ite x1651 1 0) (ite x1652 1 0) (ite x1653 1 0) (ite x1654 1 0) (ite x1655 1 0) (ite x1656 1 0) (ite x1657 1 0) (ite x1658 1 0) (ite x1659 1 0) (ite x1660 1 0) (ite x1661 1 0) (ite x1662 1 0) (ite x1663 1 0) (ite x1664 1 0)) 1))
(assert (>= (+ 0 (ite x1 1 0) (ite x833 -1 0)) 0))
(assert (<= (+ 0 (ite x1 1 0) (ite x833 -1 0)) 0))
(assert (>= (+ 0 (ite x2 1 0) (ite x834 -1 0)) 0))
(assert (<= (+ 0 (ite x1 -1 0) (ite x2 1 0) (ite x834 -1 0)) 0))
(assert (>= (+ 0 (ite x1 -1 0) (ite x2 1 0)) 0))
(assert (>= (+ 0 (ite x3 1 0) (ite x835 -1 0)) 0))
(assert (<= (+ 0 (ite x2 -1 0) (ite x3 1 0) (ite x835 -1 0)) 0))
(assert (>= (+ 0 (ite x2 -1 0) (ite x3 1 0)) 0))
(assert (>= (+ 0 (ite x4 1 0) (ite x836 -1 0)) 0))
(assert (<= (+ 0 (ite x3 -1 0) (ite x4 1 0) (ite x836 -1 0)) 0))
(assert (>= (+ 0 (ite x3 -1 0) (ite x4 1 0)) 0))
(assert (>= (+ 0 (ite x5 1 0) (ite x837 -1 0)) 0))
(assert (<= (+ 0 (ite x4 -1 0) (ite x5 1 0) (ite x837 -1 0)) 0))
(assert (>= (+ 0 (ite x4 -1 0) (ite x5 1 0)) 0))
(assert (>= (+ 0 (ite x6 1 0) (ite x838 -1 0)) 0))
(assert (<= (+ 0 (ite x5 -1 0) (ite x6 1 0) (ite x838 -1 0)) 0))
(assert (>= (+ 0 (ite x5 -1 0) (ite x6 1 0)) 0))
(assert (>= (+ 0 (ite x7 1 0) (ite x839 -1 0)) 0))
(assert (<= (+ 0 (ite x6 -1 0) (ite x7 1 0) (ite x839 -1 0)) 0))
(assert (>= (+ 0 (ite x6 -1 0) (ite x7 1 0)) 0))
(assert (>= (+ 0 (ite x8 1 0) (ite x840 -1 0)) 0))
(assert (<= (+ 0 (ite x7 -1 0) (ite x8 1 0) (ite x840 -1 0)) 0))
(assert (>= (+ 0 (ite x7 -1 0) (ite x8 1 0)) 0))
(assert (>= (+ 0 (ite x9 1 0) (ite x841 -1 0)) 0))
(assert (<= (+ 0 (ite x8 -1 0) (ite x9 1 0) (ite x841 -1 0)) 0))
(assert (>= (+ 0 (ite x8 -1 0) (ite x9 1 0)) 0))
(assert (>= (+ 0 (ite x10 1 0) (ite x842 -1 0)) 0))
(assert (<= (+ 0 (ite x9 -1 0) (ite x10 1 0) (ite x842 -1 0)) 0))
(assert (>= (+ 0 (ite x9 -1 0) (ite x10 1 0)) 0))
(assert (>= (+ 0 (ite x11 1 0) (ite x843 -1 0)) 0))
(assert (<= (+ 0 (ite x10 -1 0) (ite x11 1 0) (ite x843 -1 0)) 0))
(assert (>= (+ 0 (ite x10 -1 0) (ite x11 1 0)) 0))
(assert (>= (+ 0 (ite x12 1 0) (ite x844 -1 0)) 0))
(assert (<= (+ 0 (ite x11 -1 0) (ite x12 1 0) (ite x844 -1 0)) 0))
(assert (>= (+ 0 (ite x11 -1 0) (ite x12 1 0)) 0))
(assert (>= (+ 0 (ite x13 1 0) (ite x845 -1 0)) 0))
(assert (<= (+ 0 (ite x12 -1 0) (ite x13 1 0) (ite x845 -1 0)) 0))
(assert (>= (+ 0 (ite x12 -1 0) (ite x13 1 0)) 0))
(assert (>= (+ 0 (ite x14 1 0) (ite x846 -1 0)) 0))
(assert (<= (+ 0 (ite x13 -1 0) (ite x14 1 0) (ite x846 -1 0)) 0))
(assert (>= (+ 0 (ite x13 -1 0) (ite x14 1 0)) 0))
(assert (>= (+ 0 (ite x15 1 0) (ite x847 -1 0)) 0))
(assert (<= (+ 0 (ite x14 -1 0) (ite x15 1 0) (ite x847 -1 0)) 0))
(assert (>= (+ 0 (ite x14 -1 0) (ite x15 1 0)) 0))
(assert (>= (+ 0 (ite x16 1 0) (ite x848 -1 0)) 0))
(assert (<= (+ 0 (ite x15 -1 0) (ite x16 1 0) (ite x848 -1 0)) 0))
(assert (>= (+ 0 (ite x15 -1 0) (ite x16 1 0)) 0))
(assert (>= (+ 0 (ite x17 1 0) (ite x849 -1 0)) 0))
(assert (<= (+ 0 (ite x16 -1 0) (ite x17 1 0) (ite x849 -1 0)) 0))
(assert (>= (+ 0 (ite x16 -1 0) (ite x17 1 0)) 0))
(assert (>= (+ 0 (ite x18 1 0) (ite x850 -1 0)) 0))
(assert (<= (+ 0 (ite x17 -1 0) (ite x18 1 0) (ite x850 -1 0)) 0))
(assert (>= (+ 0 (ite x17 -1 0) (ite x18 1 0)) 0))
(assert (>= (+ 0 (ite x19 1 0) (ite x851 -1 0)) 0))
(assert (<= (+ 0 (ite x18 -1 0) (ite x19 1 0) (ite x851 -1 0)) 0))
(assert (>= (+ 0 (ite x18 -1 0) (ite x19 1 0)) 0))
(assert (>= (+ 0 (ite x20 1 0) (ite x852 -1 0)) 0))
(assert (<= (+ 0 (ite x19 -1 0) (ite x20 1 0) (ite x852 -1 0)) 0))
(assert (>= (+ 0 (ite x19 -1 0) (ite x20 1 0)) 0))
(assert (>= (+ 0 (ite x21 1 0) (ite x853 -1 0)) 0))
(assert (<= (+ 0 (ite x20 -1 0) (ite x21 1 0) (ite x853 -1 0)) 0))
(assert (>= (+ 0 (ite x20 -1 0) (ite x21 1 0)) 0))
(assert (>= (+ 0 (ite x22 1 0) (ite x854 -1 0)) 0))
(assert (<= (+ 0 (ite x21 -1 0) (ite x22 1 0) (ite x854 -1 0)) 0))
(assert (>= (+ 0 (ite x21 -1 0) (ite x22 1 0)) 0))
(assert (>= (+ 0 (ite x23 1 0) (ite x855 -1 0)) 0))
(assert (<= (+ 0 (ite x22 -1 0) (ite x23 1 0) (ite x855 -1 0)) 0))
(assert (>= (+ 0 (ite x22 -1 0) (ite x23 1 0)) 0))
(assert (>= (+ 0 (ite x24 1 0) (ite x856 -1 0)) 0))
(assert (<= (+ 0 (ite x23 -1 0) (ite x24 1 0) (ite x856 -1 0)) 0))
(assert (>= (+ 0 (ite x23 -1 0) (ite x24 1 0)) 0))
(assert (>= (+ 0 (ite x25 1 0) (ite x857 -1 0)) 0))
(assert (<= (+ 0 (ite x24 -1 0) (ite x25 1 0) (ite x857 -1 0)) 0))
(assert (>= (+ 0 (ite x24 -1 0) (ite x25 1 0)) 0))
(assert (>= (+ 0 (ite x26 1 0) (ite x858 -1 0)) 0))
(assert (<= (+ 0 (ite x25 -1 0) (ite x26 1 0) (ite x858 -1 0)) 0))
(assert (>= (+ 0 (ite x25 -1 0) (ite x26 1 0)) 0))
(assert (>= (+ 0 (ite x27 1 0) (ite x859 -1 0)) 0))
(assert (<= (+ 0 (ite x26 -1 0) (ite x27 1 0) (ite x859 -1 0)) 0))
(assert (>= (+ 0 (ite x26 -1 0) (ite x27 1 0)) 0))
(assert (>= (+ 0 (ite x28 1 0) (ite x860 -1 0)) 0))
(assert (<= (+ 0 (ite x27 -1 0) (ite x28 1 0) (ite x860 -1 0)) 0))
(assert (>= (+ 0 (ite x27 -1 0) (ite x28 1 0)) 0))
(assert (>= (+ 0 (ite x29 1 0) (ite x861 -1 0)) 0))
(assert (<= (+ 0 (ite x28 -1 0) (ite x29 1 0) (ite x861 -1 0)) 0))
(assert (>= (+ 0 (ite x28 -1 0) (ite x29 1 0)) 0))
(assert (>= (+ 0 (ite x30 1 0) (ite x862 -1 0)) 0))
(assert (<= (+ 0 (ite x29 -1 0) (ite x30 1 0) (ite x862 -1 0)) 0))
(assert (>= (+ 0 (ite x29 -1 0) (ite x30 1 0)) 0))
(assert (>= (+ 0 (ite x31 1 0) (ite x863 -1 0)) 0))
(assert (<= (+ 0 (ite x30 -1 0) (ite x31 1 0) (ite x863 -1 0)) 0))
(assert (>= (+ 0 (ite x30 -1 0) (ite x31 1 0)) 0))
(assert (>= (+ 0 (ite x32 1 0) (ite x864 -1 0)) 0))
(assert (<= (+ 0 (ite x31 -1 0) (ite x32 1 0) (ite x864 -1 0)) 0))
(assert (>= (+ 0 (ite x31 -1 0) (ite x32 1 0)) 0))
(assert (>= (+ 0 (ite x33 1 0) (ite x865 -1 0)) 0))
(assert (<= (+ 0 (ite x33 1 0) (ite x865 -1 0)) 0))
(assert (>= (+ 0 (ite x34 1 0) (ite x866 -1 0)) 0))
(assert (<= (+ 0 (ite x33 -1 0) (ite x34 1 0) (ite x866 -1 0)) 0))
(assert (>= (+ 0 (ite x33 -1 0) (ite x34 1 0)) 0))
(assert (>= (+ 0 (ite x35 1 0) (ite x867 -1 0)) 0))
(assert (<= (+ 0 (ite x34 -1 0) (ite x35 1 0) (ite x867 -1 0)) 0))
(assert (>= (+ 0 (ite x34 -1 0) (ite x35 1 0)) 0))
(assert (>= (+ 0 (ite x36 1 0) (ite x868 -1 0)) 0))
(assert (<= (+ 0 (ite x35 -1 0) (ite x36 1 0) (ite x868 -1 0)) 0))
(assert (>= (+ 0 (ite x35 -1 0) (ite x36 1 0)) 0))
(assert (>= (+ 0 (ite x37 1 0) (ite x869 -1 0)) 0))
(assert (<= (+ 0 (ite x36 -1 0) (ite x37 1 0) (ite x869 -1 0)) 0))
(assert (>= (+ 0 (ite x36 -1 0) (ite x37 1 0)) 0))
(assert (>= (+ 0 (ite x38 1 0) (ite x870 -1 0)) 0))
(assert (<= (+ 0 (ite x37 -1 0) (ite x38 1 0) (ite x870 -1 0)) 0))
(assert (>= (+ 0 (ite x37 -1 0) (ite x38 1 0)) 0))
(assert (>= (+ 0 (ite x39 1 0) (ite x871 -1 0)) 0))
(assert (<= (+ 0 (ite x38 -1 0) (ite x39 1 0) (ite x871 -1 0)) 0))
(assert (>= (+ 0 (ite x38 -1 0) (ite x39 1 0)) 0))
(assert (>= (+ 0 (ite x40 1 0) (ite x872 -1 0)) 0))
(assert (<= (+ 0 (ite x39 -1 0) (ite x40 1 0) (ite x872 -1 0)) 0))
(assert (>= (+ 0 (ite x39 -1 0) (ite x40 1 0)) 0))
(assert (>= (+ 0 (ite x41 1 0) (ite x873 -1 0)) 0))
(assert (<= (+ 0 (ite x40 -1 0) (ite x41 1 0) (ite x873 -1 0)) 0))
(assert (>= (+ 0 (ite x40 -1 0) (ite x41 1 0)) 0))
(assert (>= (+ 0 (ite x42 1 0) (ite x874 -1 0)) 0))
(assert (<= (+ 0 (ite x41 -1 0) (ite x42 1 0) (ite x874 -1 0)) 0))
(assert (>= (+ 0 (ite x41 -1 0) (ite x42 1 0)) 0))
(assert (>= (+ 0 (ite x43 1 0) (ite x875 -1 0)) 0))
(assert (<= (+ 0 (ite x42 -1 0) (ite x43 1 0) (ite x875 -1 0)) 0))
(assert (>= (+ 0 (ite x42 -1 0) (ite x43 1 0)) 0))
(assert (>= (+ 0 (ite x44 1 0) (ite x876 -1 0)) 0))
(assert (<= (+ 0 (ite x43 -1 0) (ite x44 1 0) (ite x876 -1 0)) 0))
(assert (>= (+ 0 (ite x43 -1 0) (ite x44 1 0)) 0))
(assert (>= (+ 0 (ite x45 1 0) (ite x877 -1 0)) 0))
(assert (<= (+ 0 (ite x44 -1 0) (ite x45 1 0) (ite x877 -1 0)) 0))
(assert (>= (+ 0 (ite x44 -1 0) (ite x45 1 0)) 0))
(assert (>= (+ 0 (ite x46 1 0) (ite x878 -1 0)) 0))
(assert (<= (+ 0 (ite x45 -1 0) (ite x46 1 0) (ite x878 -1 0)) 0))
(assert (>= (+ 0 (ite x45 -1 0) (ite x46 1 0)) 0))
(assert (>= (+ 0 (ite x47 1 0) (ite x879 -1 0)) 0))
(assert (<= (+ 0 (ite x46 -1 0) (ite x47 1 0) (ite x879 -1 0)) 0))
(assert (>= (+ 0 (ite x46 -1 0) (ite x47 1 0)) 0))
(assert (>= (+ 0 (ite x48 1 0) (ite x880 -1 0)) 0))
(assert (<= (+ 0 (ite x47 -1 0) (ite x48 1 0) (ite x880 -1 0)) 0))
(assert (>= (+ 0 (ite x47 -1 0) (ite x48 1 0)) 0))
(assert (>= (+ 0 (ite x49 1 0) (ite x881 -1 0)) 0))
(assert (<= (+ 0 (ite x48 -1 0) (ite x49 1 0) (ite x881 -1 0)) 0))
(assert (>= (+ 0 (ite x48 -1 0) (ite x49 1 0)) 0))
(assert (>= (+ 0 (ite x50 1 0) (ite x882 -1 0)) 0))
(assert (<= (+ 0 (ite x49 -1 0) (ite x50 1 0) (ite x882 -1 0)) 0))
(assert (>= (+ 0 (ite x49 -1 0) (ite x50 1 0)) 0))
(assert (>= (+ 0 (ite x51 1 0) (ite x883 -1 0)) 0))
(assert (<= (+ 0 (ite x50 -1 0) (ite x51 1 0) (ite x883 -1 0)) 0))
(assert (>= (+ 0 (ite x50 -1 0) (ite x51 1 0)) 0))
(assert (>= (+ 0 (ite x52 1 0) (ite x884 -1 0)) 0))
(assert (<= (+ 0 (ite x51 -1 0) (ite x52 1 0) (ite x884 -1 0)) 0))
(assert (>= (+ 0 (ite x51 -1 0) (ite x52 1 0)) 0))
(assert (>= (+ 0 (ite x53 1 0) (ite x885 -1 0)) 0))
(assert (<= (+ 0 (ite x52 -1 0) (ite x53 1 0) (ite x885 -1 0)) 0))
(assert (>= (+ 0 (ite x52 -1 0) (ite x53 1 0)) 0))
(assert (>= (+ 0 (ite x54 1 0) (ite x886 -1 0)) 0))
(assert (<= (+ 0 (ite x53 -1 0) (ite x54 1 0) (ite x886 -1 0)) 0))
(assert (>= (+ 0 (ite x53 -1 0) (ite x54 1 0)) 0))
(assert (>= (+ 0 (ite x55 1 0) (ite x887 -1 0)) 0))
(assert (<= (+ 0 (ite x54 -1 0) (ite x55 1 0) (ite x887 -1 0)) 0))
(assert (>= (+ 0 (ite x54 -1 0) (ite x55 1 0)) 0))
(assert (>= (+ 0 (ite x56 1 0) (ite x888 -1 0)) 0))
(assert (<= (+ 0 (ite x55 -1 0) (ite x56 1 0) (ite x888 -1 0)) 0))
(assert (>= (+ 0 (ite x55 -1 0) (ite x56 1 0)) 0))
(assert (>= (+ 0 (ite x57 1 0) (ite x889 -1 0)) 0))
(assert (<= (+ 0 (ite x56 -1 0) (ite x57 1 0) (ite x889 -1 0)) 0))
(assert (>= (+ 0 (ite x56 -1 0) (ite x57 1 0)) 0))
(assert (>= (+ 0 (ite x58 1 0) (ite x890 -1 0)) 0))
(assert (<= (+ 0 (ite x57 -1 0) (ite x58 1 0) (ite x890 -1 0)) 0))
(assert (>= (+ 0 (ite x57 -1 0) (ite x58 1 0)) 0))
(assert (>= (+ 0 (ite x59 1 0) (ite x891 -1 0)) 0))
(assert (<= (+ 0 (ite x58 -1 0) (ite x59 1 0) (ite x891 -1 0)) 0))
(assert (>= (+ 0 (ite x58 -1 0) (ite x59 1 0)) 0))
(assert (>= (+ 0 (ite x60 1 0) (ite x892 -1 0)) 0))
(assert (<= (+ 0 (ite x59 -1 0) (ite x60 1 0) (ite x892 -1 0)) 0))
(assert (>= (+ 0 (ite x59 -1 0) (ite x60 1 0)) 0))
(assert (>= (+ 0 (ite x61 1 0) (ite x893 -1 0)) 0))
(assert (<= (+ 0 (ite x60 -1 0) (ite x61 1 0) (ite x893 -1 0)) 0))
(assert (>= (+ 0 (ite x60 -1 0) (ite x61 1 0)) 0))
(assert (>= (+ 0 (ite x62 1 0) (ite x894 -1 0)) 0))
(assert (<= (+ 0 (ite x61 -1 0) (ite x62 1 0) (ite x894 -1 0)) 0))
(assert (>= (+ 0 (ite x61 -1 0) (ite x62 1 0)) 0))
(assert (>= (+ 0 (ite x63 1 0) (ite x895 -1 0)) 0))
(assert (<= (+ 0 (ite x62 -1 0) (ite x63 1 0) (ite x895 -1 0)) 0))
(assert (>= (+ 0 (ite x62 -1 0) (ite x63 1 0)) 0))
(assert (>= (+ 0 (ite x64 1 0) (ite x896 -1 0)) 0))
(assert (<= (+ 0 (ite x63 -1 0) (ite x64 1 0) (ite x896 -1 0)) 0))
(assert (>= (+ 0 (ite x63 -1 0) (ite x64 1 0)) 0))
(assert (<= (+ 0 (ite x65 1 0) (ite x897 -1 0)) 0))
(assert (<= (+ 0 (ite x65 -1 0) (ite x66 1 0) (ite x898 -1 0)) 0))
(assert (<= (+ 0 (ite x66 -1 0) (ite x67 1 0) (ite x899 -1 0)) 0))
(assert (<= (+ 0 (ite x67 -1 0) (ite x68 1 0) (ite x900 -1 0)) 0))
(assert (<= (+ 0 (ite x68 -1 0) (ite x69 1 0) (ite x901 -1 0)) 0))
(assert (<= (+ 0 (ite x69 -1 0) (ite x70 1 0) (ite x902 -1 0)) 0))
(assert (<= (+ 0 (ite x70 -1 0) (ite x71 1 0) (ite x903 -1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x72 1 0) (ite x904 -1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x73 1 0) (ite x905 -1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x74 1 0) (ite x906 -1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x75 1 0) (ite x907 -1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x76 1 0) (ite x908 -1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x77 1 0) (ite x909 -1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x78 1 0) (ite x910 -1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x79 1 0) (ite x911 -1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x80 1 0) (ite x912 -1 0)) 0))
(assert (<= (+ 0 (ite x80 -1 0) (ite x81 1 0) (ite x913 -1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x82 1 0) (ite x914 -1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x83 1 0) (ite x915 -1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x84 1 0) (ite x916 -1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x85 1 0) (ite x917 -1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x86 1 0) (ite x918 -1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x87 1 0) (ite x919 -1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x88 1 0) (ite x920 -1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x89 1 0) (ite x921 -1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x90 1 0) (ite x922 -1 0)) 0))
(assert (<= (+ 0 (ite x90 -1 0) (ite x91 1 0) (ite x923 -1 0)) 0))
(assert (<= (+ 0 (ite x91 -1 0) (ite x92 1 0) (ite x924 -1 0)) 0))
(assert (<= (+ 0 (ite x92 -1 0) (ite x93 1 0) (ite x925 -1 0)) 0))
(assert (<= (+ 0 (ite x93 -1 0) (ite x94 1 0) (ite x926 -1 0)) 0))
(assert (<= (+ 0 (ite x94 -1 0) (ite x95 1 0) (ite x927 -1 0)) 0))
(assert (<= (+ 0 (ite x95 -1 0) (ite x96 1 0) (ite x928 -1 0)) 0))
(assert (>= (+ 0 (ite x97 1 0) (ite x929 -1 0)) 0))
(assert (<= (+ 0 (ite x97 1 0) (ite x929 -1 0)) 0))
(assert (>= (+ 0 (ite x98 1 0) (ite x930 -1 0)) 0))
(assert (<= (+ 0 (ite x97 -1 0) (ite x98 1 0) (ite x930 -1 0)) 0))
(assert (>= (+ 0 (ite x97 -1 0) (ite x98 1 0)) 0))
(assert (>= (+ 0 (ite x99 1 0) (ite x931 -1 0)) 0))
(assert (<= (+ 0 (ite x98 -1 0) (ite x99 1 0) (ite x931 -1 0)) 0))
(assert (>= (+ 0 (ite x98 -1 0) (ite x99 1 0)) 0))
(assert (>= (+ 0 (ite x100 1 0) (ite x932 -1 0)) 0))
(assert (<= (+ 0 (ite x99 -1 0) (ite x100 1 0) (ite x932 -1 0)) 0))
(assert (>= (+ 0 (ite x99 -1 0) (ite x100 1 0)) 0))
(assert (>= (+ 0 (ite x101 1 0) (ite x933 -1 0)) 0))
(assert (<= (+ 0 (ite x100 -1 0) (ite x101 1 0) (ite x933 -1 0)) 0))
(assert (>= (+ 0 (ite x100 -1 0) (ite x101 1 0)) 0))
(assert (>= (+ 0 (ite x102 1 0) (ite x934 -1 0)) 0))
(assert (<= (+ 0 (ite x101 -1 0) (ite x102 1 0) (ite x934 -1 0)) 0))
(assert (>= (+ 0 (ite x101 -1 0) (ite x102 1 0)) 0))
(assert (>= (+ 0 (ite x103 1 0) (ite x935 -1 0)) 0))
(assert (<= (+ 0 (ite x102 -1 0) (ite x103 1 0) (ite x935 -1 0)) 0))
(assert (>= (+ 0 (ite x102 -1 0) (ite x103 1 0)) 0))
(assert (>= (+ 0 (ite x104 1 0) (ite x936 -1 0)) 0))
(assert (<= (+ 0 (ite x103 -1 0) (ite x104 1 0) (ite x936 -1 0)) 0))
(assert (>= (+ 0 (ite x103 -1 0) (ite x104 1 0)) 0))
(assert (>= (+ 0 (ite x105 1 0) (ite x937 -1 0)) 0))
(assert (<= (+ 0 (ite x104 -1 0) (ite x105 1 0) (ite x937 -1 0)) 0))
(assert (>= (+ 0 (ite x104 -1 0) (ite x105 1 0)) 0))
(assert (>= (+ 0 (ite x106 1 0) (ite x938 -1 0)) 0))
(assert (<= (+ 0 (ite x105 -1 0) (ite x106 1 0) (ite x938 -1 0)) 0))
(assert (>= (+ 0 (ite x105 -1 0) (ite x106 1 0)) 0))
(assert (>= (+ 0 (ite x107 1 0) (ite x939 -1 0)) 0))
(assert (<= (+ 0 (ite x106 -1 0) (ite x107 1 0) (ite x939 -1 0)) 0))
(assert (>= (+ 0 (ite x106 -1 0) (ite x107 1 0)) 0))
(assert (>= (+ 0 (ite x108 1 0) (ite x940 -1 0)) 0))
(assert (<= (+ 0 (ite x107 -1 0) (ite x108 1 0) (ite x940 -1 0)) 0))
(assert (>= (+ 0 (ite x107 -1 0) (ite x108 1 0)) 0))
(assert (>= (+ 0 (ite x109 1 0) (ite x941 -1 0)) 0))
(assert (<= (+ 0 (ite x108 -1 0) (ite x109 1 0) (ite x941 -1 0)) 0))
(assert (>= (+ 0 (ite x108 -1 0) (ite x109 1 0)) 0))
(assert (>= (+ 0 (ite x110 1 0) (ite x942 -1 0)) 0))
(assert (<= (+ 0 (ite x109 -1 0) (ite x110 1 0) (ite x942 -1 0)) 0))
(assert (>= (+ 0 (ite x109 -1 0) (ite x110 1 0)) 0))
(assert (>= (+ 0 (ite x111 1 0) (ite x943 -1 0)) 0))
(assert (<= (+ 0 (ite x110 -1 0) (ite x111 1 0) (ite x943 -1 0)) 0))
(assert (>= (+ 0 (ite x110 -1 0) (ite x111 1 0)) 0))
(assert (>= (+ 0 (ite x112 1 0) (ite x944 -1 0)) 0))
(assert (<= (+ 0 (ite x111 -1 0) (ite x112 1 0) (ite x944 -1 0)) 0))
(assert (>= (+ 0 (ite x111 -1 0) (ite x112 1 0)) 0))
(assert (>= (+ 0 (ite x113 1 0) (ite x945 -1 0)) 0))
(assert (<= (+ 0 (ite x112 -1 0) (ite x113 1 0) (ite x945 -1 0)) 0))
(assert (>= (+ 0 (ite x112 -1 0) (ite x113 1 0)) 0))
(assert (>= (+ 0 (ite x114 1 0) (ite x946 -1 0)) 0))
(assert (<= (+ 0 (ite x113 -1 0) (ite x114 1 0) (ite x946 -1 0)) 0))
(assert (>= (+ 0 (ite x113 -1 0) (ite x114 1 0)) 0))
(assert (>= (+ 0 (ite x115 1 0) (ite x947 -1 0)) 0))
(assert (<= (+ 0 (ite x114 -1 0) (ite x115 1 0) (ite x947 -1 0)) 0))
(assert (>= (+ 0 (ite x114 -1 0) (ite x115 1 0)) 0))
(assert (>= (+ 0 (ite x116 1 0) (ite x948 -1 0)) 0))
(assert (<= (+ 0 (ite x115 -1 0) (ite x116 1 0) (ite x948 -1 0)) 0))
(assert (>= (+ 0 (ite x115 -1 0) (ite x116 1 0)) 0))
(assert (>= (+ 0 (ite x117 1 0) (ite x949 -1 0)) 0))
(assert (<= (+ 0 (ite x116 -1 0) (ite x117 1 0) (ite x949 -1 0)) 0))
(assert (>= (+ 0 (ite x116 -1 0) (ite x117 1 0)) 0))
(assert (>= (+ 0 (ite x118 1 0) (ite x950 -1 0)) 0))
(assert (<= (+ 0 (ite x117 -1 0) (ite x118 1 0) (ite x950 -1 0)) 0))
(assert (>= (+ 0 (ite x117 -1 0) (ite x118 1 0)) 0))
(assert (>= (+ 0 (ite x119 1 0) (ite x951 -1 0)) 0))
(assert (<= (+ 0 (ite x118 -1 0) (ite x119 1 0) (ite x951 -1 0)) 0))
(assert (>= (+ 0 (ite x118 -1 0) (ite x119 1 0)) 0))
(assert (>= (+ 0 (ite x120 1 0) (ite x952 -1 0)) 0))
(assert (<= (+ 0 (ite x119 -1 0) (ite x120 1 0) (ite x952 -1 0)) 0))
(assert (>= (+ 0 (ite x119 -1 0) (ite x120 1 0)) 0))
(assert (>= (+ 0 (ite x121 1 0) (ite x953 -1 0)) 0))
(assert (<= (+ 0 (ite x120 -1 0) (ite x121 1 0) (ite x953 -1 0)) 0))
(assert (>= (+ 0 (ite x120 -1 0) (ite x121 1 0)) 0))
(assert (>= (+ 0 (ite x122 1 0) (ite x954 -1 0)) 0))
(assert (<= (+ 0 (ite x121 -1 0) (ite x122 1 0) (ite x954 -1 0)) 0))
(assert (>= (+ 0 (ite x121 -1 0) (ite x122 1 0)) 0))
(assert (>= (+ 0 (ite x123 1 0) (ite x955 -1 0)) 0))
(assert (<= (+ 0 (ite x122 -1 0) (ite x123 1 0) (ite x955 -1 0)) 0))
(assert (>= (+ 0 (ite x122 -1 0) (ite x123 1 0)) 0))
(assert (>= (+ 0 (ite x124 1 0) (ite x956 -1 0)) 0))
(assert (<= (+ 0 (ite x123 -1 0) (ite x124 1 0) (ite x956 -1 0)) 0))
(assert (>= (+ 0 (ite x123 -1 0) (ite x124 1 0)) 0))
(assert (>= (+ 0 (ite x125 1 0) (ite x957 -1 0)) 0))
(assert (<= (+ 0 (ite x124 -1 0) (ite x125 1 0) (ite x957 -1 0)) 0))
(assert (>= (+ 0 (ite x124 -1 0) (ite x125 1 0)) 0))
(assert (>= (+ 0 (ite x126 1 0) (ite x958 -1 0)) 0))
(assert (<= (+ 0 (ite x125 -1 0) (ite x126 1 0) (ite x958 -1 0)) 0))
(assert (>= (+ 0 (ite x125 -1 0) (ite x126 1 0)) 0))
(assert (>= (+ 0 (ite x127 1 0) (ite x959 -1 0)) 0))
(assert (<= (+ 0 (ite x126 -1 0) (ite x127 1 0) (ite x959 -1 0)) 0))
(assert (>= (+ 0 (ite x126 -1 0) (ite x127 1 0)) 0))
(assert (>= (+ 0 (ite x128 1 0) (ite x960 -1 0)) 0))
(assert (<= (+ 0 (ite x127 -1 0) (ite x128 1 0) (ite x960 -1 0)) 0))
(assert (>= (+ 0 (ite x127 -1 0) (ite x128 1 0)) 0))
(assert (>= (+ 0 (ite x129 1 0) (ite x961 -1 0)) 0))
(assert (<= (+ 0 (ite x129 1 0) (ite x961 -1 0)) 0))
(assert (>= (+ 0 (ite x130 1 0) (ite x962 -1 0)) 0))
(assert (<= (+ 0 (ite x129 -1 0) (ite x130 1 0) (ite x962 -1 0)) 0))
(assert (>= (+ 0 (ite x129 -1 0) (ite x130 1 0)) 0))
(assert (>= (+ 0 (ite x131 1 0) (ite x963 -1 0)) 0))
(assert (<= (+ 0 (ite x130 -1 0) (ite x131 1 0) (ite x963 -1 0)) 0))
(assert (>= (+ 0 (ite x130 -1 0) (ite x131 1 0)) 0))
(assert (>= (+ 0 (ite x132 1 0) (ite x964 -1 0)) 0))
(assert (<= (+ 0 (ite x131 -1 0) (ite x132 1 0) (ite x964 -1 0)) 0))
(assert (>= (+ 0 (ite x131 -1 0) (ite x132 1 0)) 0))
(assert (>= (+ 0 (ite x133 1 0) (ite x965 -1 0)) 0))
(assert (<= (+ 0 (ite x132 -1 0) (ite x133 1 0) (ite x965 -1 0)) 0))
(assert (>= (+ 0 (ite x132 -1 0) (ite x133 1 0)) 0))
(assert (>= (+ 0 (ite x134 1 0) (ite x966 -1 0)) 0))
(assert (<= (+ 0 (ite x133 -1 0) (ite x134 1 0) (ite x966 -1 0)) 0))
(assert (>= (+ 0 (ite x133 -1 0) (ite x134 1 0)) 0))
(assert (>= (+ 0 (ite x135 1 0) (ite x967 -1 0)) 0))
(assert (<= (+ 0 (ite x134 -1 0) (ite x135 1 0) (ite x967 -1 0)) 0))
(assert (>= (+ 0 (ite x134 -1 0) (ite x135 1 0)) 0))
(assert (>= (+ 0 (ite x136 1 0) (ite x968 -1 0)) 0))
(assert (<= (+ 0 (ite x135 -1 0) (ite x136 1 0) (ite x968 -1 0)) 0))
(assert (>= (+ 0 (ite x135 -1 0) (ite x136 1 0)) 0))
(assert (>= (+ 0 (ite x137 1 0) (ite x969 -1 0)) 0))
(assert (<= (+ 0 (ite x136 -1 0) (ite x137 1 0) (ite x969 -1 0)) 0))
(assert (>= (+ 0 (ite x136 -1 0) (ite x137 1 0)) 0))
(assert (>= (+ 0 (ite x138 1 0) (ite x970 -1 0)) 0))
(assert (<= (+ 0 (ite x137 -1 0) (ite x138 1 0) (ite x970 -1 0)) 0))
(assert (>= (+ 0 (ite x137 -1 0) (ite x138 1 0)) 0))
(assert (>= (+ 0 (ite x139 1 0) (ite x971 -1 0)) 0))
(assert (<= (+ 0 (ite x138 -1 0) (ite x139 1 0) (ite x971 -1 0)) 0))
(assert (>= (+ 0 (ite x138 -1 0) (ite x139 1 0)) 0))
(assert (>= (+ 0 (ite x140 1 0) (ite x972 -1 0)) 0))
(assert (<= (+ 0 (ite x139 -1 0) (ite x140 1 0) (ite x972 -1 0)) 0))
(assert (>= (+ 0 (ite x139 -1 0) (ite x140 1 0)) 0))
(assert (>= (+ 0 (ite x141 1 0) (ite x973 -1 0)) 0))
(assert (<= (+ 0 (ite x140 -1 0) (ite x141 1 0) (ite x973 -1 0)) 0))
(assert (>= (+ 0 (ite x140 -1 0) (ite x141 1 0)) 0))
(assert (>= (+ 0 (ite x142 1 0) (ite x974 -1 0)) 0))
(assert (<= (+ 0 (ite x141 -1 0) (ite x142 1 0) (ite x974 -1 0)) 0))
(assert (>= (+ 0 (ite x141 -1 0) (ite x142 1 0)) 0))
(assert (>= (+ 0 (ite x143 1 0) (ite x975 -1 0)) 0))
(assert (<= (+ 0 (ite x142 -1 0) (ite x143 1 0) (ite x975 -1 0)) 0))
(assert (>= (+ 0 (ite x142 -1 0) (ite x143 1 0)) 0))
(assert (>= (+ 0 (ite x144 1 0) (ite x976 -1 0)) 0))
(assert (<= (+ 0 (ite x143 -1 0) (ite x144 1 0) (ite x976 -1 0)) 0))
(assert (>= (+ 0 (ite x143 -1 0) (ite x144 1 0)) 0))
(assert (>= (+ 0 (ite x145 1 0) (ite x977 -1 0)) 0))
(assert (<= (+ 0 (ite x144 -1 0) (ite x145 1 0) (ite x977 -1 0)) 0))
(assert (>= (+ 0 (ite x144 -1 0) (ite x145 1 0)) 0))
(assert (>= (+ 0 (ite x146 1 0) (ite x978 -1 0)) 0))
(assert (<= (+ 0 (ite x145 -1 0) (ite x146 1 0) (ite x978 -1 0)) 0))
(assert (>= (+ 0 (ite x145 -1 0) (ite x146 1 0)) 0))
(assert (>= (+ 0 (ite x147 1 0) (ite x979 -1 0)) 0))
(assert (<= (+ 0 (ite x146 -1 0) (ite x147 1 0) (ite x979 -1 0)) 0))
(assert (>= (+ 0 (ite x146 -1 0) (ite x147 1 0)) 0))
(assert (>= (+ 0 (ite x148 1 0) (ite x980 -1 0)) 0))
(assert (<= (+ 0 (ite x147 -1 0) (ite x148 1 0) (ite x980 -1 0)) 0))
(assert (>= (+ 0 (ite x147 -1 0) (ite x148 1 0)) 0))
(assert (>= (+ 0 (ite x149 1 0) (ite x981 -1 0)) 0))
(assert (<= (+ 0 (ite x148 -1 0) (ite x149 1 0) (ite x981 -1 0)) 0))
(assert (>= (+ 0 (ite x148 -1 0) (ite x149 1 0)) 0))
(assert (>= (+ 0 (ite x150 1 0) (ite x982 -1 0)) 0))
(assert (<= (+ 0 (ite x149 -1 0) (ite x150 1 0) (ite x982 -1 0)) 0))
(assert (>= (+ 0 (ite x149 -1 0) (ite x150 1 0)) 0))
(assert (>= (+ 0 (ite x151 1 0) (ite x983 -1 0)) 0))
(assert (<= (+ 0 (ite x150 -1 0) (ite x151 1 0) (ite x983 -1 0)) 0))
(assert (>= (+ 0 (ite x150 -1 0) (ite x151 1 0)) 0))
(assert (>= (+ 0 (ite x152 1 0) (ite x984 -1 0)) 0))
(assert (<= (+ 0 (ite x151 -1 0) (ite x152 1 0) (ite x984 -1 0)) 0))
(assert (>= (+ 0 (ite x151 -1 0) (ite x152 1 0)) 0))
(assert (>= (+ 0 (ite x153 1 0) (ite x985 -1 0)) 0))
(assert (<= (+ 0 (ite x152 -1 0) (ite x153 1 0) (ite x985 -1 0)) 0))
(assert (>= (+ 0 (ite x152 -1 0) (ite x153 1 0)) 0))
(assert (>= (+ 0 (ite x154 1 0) (ite x986 -1 0)) 0))
(assert (<= (+ 0 (ite x153 -1 0) (ite x154 1 0) (ite x986 -1 0)) 0))
(assert (>= (+ 0 (ite x153 -1 0) (ite x154 1 0)) 0))
(assert (>= (+ 0 (ite x155 1 0) (ite x987 -1 0)) 0))
(assert (<= (+ 0 (ite x154 -1 0) (ite x155 1 0) (ite x987 -1 0)) 0))
(assert (>= (+ 0 (ite x154 -1 0) (ite x155 1 0)) 0))
(assert (>= (+ 0 (ite x156 1 0) (ite x988 -1 0)) 0))
(assert (<= (+ 0 (ite x155 -1 0) (ite x156 1 0) (ite x988 -1 0)) 0))
(assert (>= (+ 0 (ite x155 -1 0) (ite x156 1 0)) 0))
(assert (>= (+ 0 (ite x157 1 0) (ite x989 -1 0)) 0))
(assert (<= (+ 0 (ite x156 -1 0) (ite x157 1 0) (ite x989 -1 0)) 0))
(assert (>= (+ 0 (ite x156 -1 0) (ite x157 1 0)) 0))
(assert (>= (+ 0 (ite x158 1 0) (ite x990 -1 0)) 0))
(assert (<= (+ 0 (ite x157 -1 0) (ite x158 1 0) (ite x990 -1 0)) 0))
(assert (>= (+ 0 (ite x157 -1 0) (ite x158 1 0)) 0))
(assert (>= (+ 0 (ite x159 1 0) (ite x991 -1 0)) 0))
(assert (<= (+ 0 (ite x158 -1 0) (ite x159 1 0) (ite x991 -1 0)) 0))
(assert (>= (+ 0 (ite x158 -1 0) (ite x159 1 0)) 0))
(assert (>= (+ 0 (ite x160 1 0) (ite x992 -1 0)) 0))
(assert (<= (+ 0 (ite x159 -1 0) (ite x160 1 0) (ite x992 -1 0)) 0))
(assert (>= (+ 0 (ite x159 -1 0) (ite x160 1 0)) 0))
(assert (>= (+ 0 (ite x161 1 0) (ite x993 -1 0)) 0))
(assert (<= (+ 0 (ite x161 1 0) (ite x993 -1 0)) 0))
(assert (>= (+ 0 (ite x162 1 0) (ite x994 -1 0)) 0))
(assert (<= (+ 0 (ite x161 -1 0) (ite x162 1 0) (ite x994 -1 0)) 0))
(assert (>= (+ 0 (ite x161 -1 0) (ite x162 1 0)) 0))
(assert (>= (+ 0 (ite x163 1 0) (ite x995 -1 0)) 0))
(assert (<= (+ 0 (ite x162 -1 0) (ite x163 1 0) (ite x995 -1 0)) 0))
(assert (>= (+ 0 (ite x162 -1 0) (ite x163 1 0)) 0))
(assert (>= (+ 0 (ite x164 1 0) (ite x996 -1 0)) 0))
(assert (<= (+ 0 (ite x163 -1 0) (ite x164 1 0) (ite x996 -1 0)) 0))
(assert (>= (+ 0 (ite x163 -1 0) (ite x164 1 0)) 0))
(assert (>= (+ 0 (ite x165 1 0) (ite x997 -1 0)) 0))
(assert (<= (+ 0 (ite x164 -1 0) (ite x165 1 0) (ite x997 -1 0)) 0))
(assert (>= (+ 0 (ite x164 -1 0) (ite x165 1 0)) 0))
(assert (>= (+ 0 (ite x166 1 0) (ite x998 -1 0)) 0))
(assert (<= (+ 0 (ite x165 -1 0) (ite x166 1 0) (ite x998 -1 0)) 0))
(assert (>= (+ 0 (ite x165 -1 0) (ite x166 1 0)) 0))
(assert (>= (+ 0 (ite x167 1 0) (ite x999 -1 0)) 0))
(assert (<= (+ 0 (ite x166 -1 0) (ite x167 1 0) (ite x999 -1 0)) 0))
(assert (>= (+ 0 (ite x166 -1 0) (ite x167 1 0)) 0))
(assert (>= (+ 0 (ite x168 1 0) (ite x1000 -1 0)) 0))
(assert (<= (+ 0 (ite x167 -1 0) (ite x168 1 0) (ite x1000 -1 0)) 0))
(assert (>= (+ 0 (ite x167 -1 0) (ite x168 1 0)) 0))
(assert (>= (+ 0 (ite x169 1 0) (ite x1001 -1 0)) 0))
(assert (<= (+ 0 (ite x168 -1 0) (ite x169 1 0) (ite x1001 -1 0)) 0))
(assert (>= (+ 0 (ite x168 -1 0) (ite x169 1 0)) 0))
(assert (>= (+ 0 (ite x170 1 0) (ite x1002 -1 0)) 0))
(assert (<= (+ 0 (ite x169 -1 0) (ite x170 1 0) (ite x1002 -1 0)) 0))
(assert (>= (+ 0 (ite x169 -1 0) (ite x170 1 0)) 0))
(assert (>= (+ 0 (ite x171 1 0) (ite x1003 -1 0)) 0))
(assert (<= (+ 0 (ite x170 -1 0) (ite x171 1 0) (ite x1003 -1 0)) 0))
(assert (>= (+ 0 (ite x170 -1 0) (ite x171 1 0)) 0))
(assert (>= (+ 0 (ite x172 1 0) (ite x1004 -1 0)) 0))
(assert (<= (+ 0 (ite x171 -1 0) (ite x172 1 0) (ite x1004 -1 0)) 0))
(assert (>= (+ 0 (ite x171 -1 0) (ite x172 1 0)) 0))
(assert (>= (+ 0 (ite x173 1 0) (ite x1005 -1 0)) 0))
(assert (<= (+ 0 (ite x172 -1 0) (ite x173 1 0) (ite x1005 -1 0)) 0))
(assert (>= (+ 0 (ite x172 -1 0) (ite x173 1 0)) 0))
(assert (>= (+ 0 (ite x174 1 0) (ite x1006 -1 0)) 0))
(assert (<= (+ 0 (ite x173 -1 0) (ite x174 1 0) (ite x1006 -1 0)) 0))
(assert (>= (+ 0 (ite x173 -1 0) (ite x174 1 0)) 0))
(assert (>= (+ 0 (ite x175 1 0) (ite x1007 -1 0)) 0))
(assert (<= (+ 0 (ite x174 -1 0) (ite x175 1 0) (ite x1007 -1 0)) 0))
(assert (>= (+ 0 (ite x174 -1 0) (ite x175 1 0)) 0))
(assert (>= (+ 0 (ite x176 1 0) (ite x1008 -1 0)) 0))
(assert (<= (+ 0 (ite x175 -1 0) (ite x176 1 0) (ite x1008 -1 0)) 0))
(assert (>= (+ 0 (ite x175 -1 0) (ite x176 1 0)) 0))
(assert (>= (+ 0 (ite x177 1 0) (ite x1009 -1 0)) 0))
(assert (<= (+ 0 (ite x176 -1 0) (ite x177 1 0) (ite x1009 -1 0)) 0))
(assert (>= (+ 0 (ite x176 -1 0) (ite x177 1 0)) 0))
(assert (>= (+ 0 (ite x178 1 0) (ite x1010 -1 0)) 0))
(assert (<= (+ 0 (ite x177 -1 0) (ite x178 1 0) (ite x1010 -1 0)) 0))
(assert (>= (+ 0 (ite x177 -1 0) (ite x178 1 0)) 0))
(assert (>= (+ 0 (ite x179 1 0) (ite x1011 -1 0)) 0))
(assert (<= (+ 0 (ite x178 -1 0) (ite x179 1 0) (ite x1011 -1 0)) 0))
(assert (>= (+ 0 (ite x178 -1 0) (ite x179 1 0)) 0))
(assert (>= (+ 0 (ite x180 1 0) (ite x1012 -1 0)) 0))
(assert (<= (+ 0 (ite x179 -1 0) (ite x180 1 0) (ite x1012 -1 0)) 0))
(assert (>= (+ 0 (ite x179 -1 0) (ite x180 1 0)) 0))
(assert (>= (+ 0 (ite x181 1 0) (ite x1013 -1 0)) 0))
(assert (<= (+ 0 (ite x180 -1 0) (ite x181 1 0) (ite x1013 -1 0)) 0))
(assert (>= (+ 0 (ite x180 -1 0) (ite x181 1 0)) 0))
(assert (>= (+ 0 (ite x182 1 0) (ite x1014 -1 0)) 0))
(assert (<= (+ 0 (ite x181 -1 0) (ite x182 1 0) (ite x1014 -1 0)) 0))
(assert (>= (+ 0 (ite x181 -1 0) (ite x182 1 0)) 0))
(assert (>= (+ 0 (ite x183 1 0) (ite x1015 -1 0)) 0))
(assert (<= (+ 0 (ite x182 -1 0) (ite x183 1 0) (ite x1015 -1 0)) 0))
(assert (>= (+ 0 (ite x182 -1 0) (ite x183 1 0)) 0))
(assert (>= (+ 0 (ite x184 1 0) (ite x1016 -1 0)) 0))
(assert (<= (+ 0 (ite x183 -1 0) (ite x184 1 0) (ite x1016 -1 0)) 0))
(assert (>= (+ 0 (ite x183 -1 0) (ite x184 1 0)) 0))
(assert (>= (+ 0 (ite x185 1 0) (ite x1017 -1 0)) 0))
(assert (<= (+ 0 (ite x184 -1 0) (ite x185 1 0) (ite x1017 -1 0)) 0))
(assert (>= (+ 0 (ite x184 -1 0) (ite x185 1 0)) 0))
(assert (>= (+ 0 (ite x186 1 0) (ite x1018 -1 0)) 0))
(assert (<= (+ 0 (ite x185 -1 0) (ite x186 1 0) (ite x1018 -1 0)) 0))
(assert (>= (+ 0 (ite x185 -1 0) (ite x186 1 0)) 0))
(assert (>= (+ 0 (ite x187 1 0) (ite x1019 -1 0)) 0))
(assert (<= (+ 0 (ite x186 -1 0) (ite x187 1 0) (ite x1019 -1 0)) 0))
(assert (>= (+ 0 (ite x186 -1 0) (ite x187 1 0)) 0))
(assert (>= (+ 0 (ite x188 1 0) (ite x1020 -1 0)) 0))
(assert (<= (+ 0 (ite x187 -1 0) (ite x188 1 0) (ite x1020 -1 0)) 0))
(assert (>= (+ 0 (ite x187 -1 0) (ite x188 1 0)) 0))
(assert (>= (+ 0 (ite x189 1 0) (ite x1021 -1 0)) 0))
(assert (<= (+ 0 (ite x188 -1 0) (ite x189 1 0) (ite x1021 -1 0)) 0))
(assert (>= (+ 0 (ite x188 -1 0) (ite x189 1 0)) 0))
(assert (>= (+ 0 (ite x190 1 0) (ite x1022 -1 0)) 0))
(assert (<= (+ 0 (ite x189 -1 0) (ite x190 1 0) (ite x1022 -1 0)) 0))
(assert (>= (+ 0 (ite x189 -1 0) (ite x190 1 0)) 0))
(assert (>= (+ 0 (ite x191 1 0) (ite x1023 -1 0)) 0))
(assert (<= (+ 0 (ite x190 -1 0) (ite x191 1 0) (ite x1023 -1 0)) 0))
(assert (>= (+ 0 (ite x190 -1 0) (ite x191 1 0)) 0))
(assert (>= (+ 0 (ite x192 1 0) (ite x1024 -1 0)) 0))
(assert (<= (+ 0 (ite x191 -1 0) (ite x192 1 0) (ite x1024 -1 0)) 0))
(assert (>= (+ 0 (ite x191 -1 0) (ite x192 1 0)) 0))
(assert (<= (+ 0 (ite x193 1 0) (ite x1025 -1 0)) 0))
(assert (<= (+ 0 (ite x193 -1 0) (ite x194 1 0) (ite x1026 -1 0)) 0))
(assert (<= (+ 0 (ite x194 -1 0) (ite x195 1 0) (ite x1027 -1 0)) 0))
(assert (<= (+ 0 (ite x195 -1 0) (ite x196 1 0) (ite x1028 -1 0)) 0))
(assert (<= (+ 0 (ite x196 -1 0) (ite x197 1 0) (ite x1029 -1 0)) 0))
(assert (<= (+ 0 (ite x197 -1 0) (ite x198 1 0) (ite x1030 -1 0)) 0))
(assert (<= (+ 0 (ite x198 -1 0) (ite x199 1 0) (ite x1031 -1 0)) 0))
(assert (<= (+ 0 (ite x199 -1 0) (ite x200 1 0) (ite x1032 -1 0)) 0))
(assert (<= (+ 0 (ite x200 -1 0) (ite x201 1 0) (ite x1033 -1 0)) 0))
(assert (<= (+ 0 (ite x201 -1 0) (ite x202 1 0) (ite x1034 -1 0)) 0))
(assert (<= (+ 0 (ite x202 -1 0) (ite x203 1 0) (ite x1035 -1 0)) 0))
(assert (<= (+ 0 (ite x203 -1 0) (ite x204 1 0) (ite x1036 -1 0)) 0))
(assert (<= (+ 0 (ite x204 -1 0) (ite x205 1 0) (ite x1037 -1 0)) 0))
(assert (<= (+ 0 (ite x205 -1 0) (ite x206 1 0) (ite x1038 -1 0)) 0))
(assert (<= (+ 0 (ite x206 -1 0) (ite x207 1 0) (ite x1039 -1 0)) 0))
(assert (<= (+ 0 (ite x207 -1 0) (ite x208 1 0) (ite x1040 -1 0)) 0))
(assert (<= (+ 0 (ite x208 -1 0) (ite x209 1 0) (ite x1041 -1 0)) 0))
(assert (<= (+ 0 (ite x209 -1 0) (ite x210 1 0) (ite x1042 -1 0)) 0))
(assert (<= (+ 0 (ite x210 -1 0) (ite x211 1 0) (ite x1043 -1 0)) 0))
(assert (<= (+ 0 (ite x211 -1 0) (ite x212 1 0) (ite x1044 -1 0)) 0))
(assert (<= (+ 0 (ite x212 -1 0) (ite x213 1 0) (ite x1045 -1 0)) 0))
(assert (<= (+ 0 (ite x213 -1 0) (ite x214 1 0) (ite x1046 -1 0)) 0))
(assert (<= (+ 0 (ite x214 -1 0) (ite x215 1 0) (ite x1047 -1 0)) 0))
(assert (<= (+ 0 (ite x215 -1 0) (ite x216 1 0) (ite x1048 -1 0)) 0))
(assert (<= (+ 0 (ite x216 -1 0) (ite x217 1 0) (ite x1049 -1 0)) 0))
(assert (<= (+ 0 (ite x217 -1 0) (ite x218 1 0) (ite x1050 -1 0)) 0))
(assert (<= (+ 0 (ite x218 -1 0) (ite x219 1 0) (ite x1051 -1 0)) 0))
(assert (<= (+ 0 (ite x219 -1 0) (ite x220 1 0) (ite x1052 -1 0)) 0))
(assert (<= (+ 0 (ite x220 -1 0) (ite x221 1 0) (ite x1053 -1 0)) 0))
(assert (<= (+ 0 (ite x221 -1 0) (ite x222 1 0) (ite x1054 -1 0)) 0))
(assert (<= (+ 0 (ite x222 -1 0) (ite x223 1 0) (ite x1055 -1 0)) 0))
(assert (<= (+ 0 (ite x223 -1 0) (ite x224 1 0) (ite x1056 -1 0)) 0))
(assert (>= (+ 0 (ite x225 1 0) (ite x1057 -1 0)) 0))
(assert (<= (+ 0 (ite x225 1 0) (ite x1057 -1 0)) 0))
(assert (>= (+ 0 (ite x226 1 0) (ite x1058 -1 0)) 0))
(assert (<= (+ 0 (ite x225 -1 0) (ite x226 1 0) (ite x1058 -1 0)) 0))
(assert (>= (+ 0 (ite x225 -1 0) (ite x226 1 0)) 0))
(assert (>= (+ 0 (ite x227 1 0) (ite x1059 -1 0)) 0))
(assert (<= (+ 0 (ite x226 -1 0) (ite x227 1 0) (ite x1059 -1 0)) 0))
(assert (>= (+ 0 (ite x226 -1 0) (ite x227 1 0)) 0))
(assert (>= (+ 0 (ite x228 1 0) (ite x1060 -1 0)) 0))
(assert (<= (+ 0 (ite x227 -1 0) (ite x228 1 0) (ite x1060 -1 0)) 0))
(assert (>= (+ 0 (ite x227 -1 0) (ite x228 1 0)) 0))
(assert (>= (+ 0 (ite x229 1 0) (ite x1061 -1 0)) 0))
(assert (<= (+ 0 (ite x228 -1 0) (ite x229 1 0) (ite x1061 -1 0)) 0))
(assert (>= (+ 0 (ite x228 -1 0) (ite x229 1 0)) 0))
(assert (>= (+ 0 (ite x230 1 0) (ite x1062 -1 0)) 0))
(assert (<= (+ 0 (ite x229 -1 0) (ite x230 1 0) (ite x1062 -1 0)) 0))
(assert (>= (+ 0 (ite x229 -1 0) (ite x230 1 0)) 0))
(assert (>= (+ 0 (ite x231 1 0) (ite x1063 -1 0)) 0))
(assert (<= (+ 0 (ite x230 -1 0) (ite x231 1 0) (ite x1063 -1 0)) 0))
(assert (>= (+ 0 (ite x230 -1 0) (ite x231 1 0)) 0))
(assert (>= (+ 0 (ite x232 1 0) (ite x1064 -1 0)) 0))
(assert (<= (+ 0 (ite x231 -1 0) (ite x232 1 0) (ite x1064 -1 0)) 0))
(assert (>= (+ 0 (ite x231 -1 0) (ite x232 1 0)) 0))
(assert (>= (+ 0 (ite x233 1 0) (ite x1065 -1 0)) 0))
(assert (<= (+ 0 (ite x232 -1 0) (ite x233 1 0) (ite x1065 -1 0)) 0))
(assert (>= (+ 0 (ite x232 -1 0) (ite x233 1 0)) 0))
(assert (>= (+ 0 (ite x234 1 0) (ite x1066 -1 0)) 0))
(assert (<= (+ 0 (ite x233 -1 0) (ite x234 1 0) (ite x1066 -1 0)) 0))
(assert (>= (+ 0 (ite x233 -1 0) (ite x234 1 0)) 0))
(assert (>= (+ 0 (ite x235 1 0) (ite x1067 -1 0)) 0))
(assert (<= (+ 0 (ite x234 -1 0) (ite x235 1 0) (ite x1067 -1 0)) 0))
(assert (>= (+ 0 (ite x234 -1 0) (ite x235 1 0)) 0))
(assert (>= (+ 0 (ite x236 1 0) (ite x1068 -1 0)) 0))
(assert (<= (+ 0 (ite x235 -1 0) (ite x236 1 0) (ite x1068 -1 0)) 0))
(assert (>= (+ 0 (ite x235 -1 0) (ite x236 1 0)) 0))
(assert (>= (+ 0 (ite x237 1 0) (ite x1069 -1 0)) 0))
(assert (<= (+ 0 (ite x236 -1 0) (ite x237 1 0) (ite x1069 -1 0)) 0))
(assert (>= (+ 0 (ite x236 -1 0) (ite x237 1 0)) 0))
(assert (>= (+ 0 (ite x238 1 0) (ite x1070 -1 0)) 0))
(assert (<= (+ 0 (ite x237 -1 0) (ite x238 1 0) (ite x1070 -1 0)) 0))
(assert (>= (+ 0 (ite x237 -1 0) (ite x238 1 0)) 0))
(assert (>= (+ 0 (ite x239 1 0) (ite x1071 -1 0)) 0))
(assert (<= (+ 0 (ite x238 -1 0) (ite x239 1 0) (ite x1071 -1 0)) 0))
(assert (>= (+ 0 (ite x238 -1 0) (ite x239 1 0)) 0))
(assert (>= (+ 0 (ite x240 1 0) (ite x1072 -1 0)) 0))
(assert (<= (+ 0 (ite x239 -1 0) (ite x240 1 0) (ite x1072 -1 0)) 0))
(assert (>= (+ 0 (ite x239 -1 0) (ite x240 1 0)) 0))
(assert (>= (+ 0 (ite x241 1 0) (ite x1073 -1 0)) 0))
(assert (<= (+ 0 (ite x240 -1 0) (ite x241 1 0) (ite x1073 -1 0)) 0))
(assert (>= (+ 0 (ite x240 -1 0) (ite x241 1 0)) 0))
(assert (>= (+ 0 (ite x242 1 0) (ite x1074 -1 0)) 0))
(assert (<= (+ 0 (ite x241 -1 0) (ite x242 1 0) (ite x1074 -1 0)) 0))
(assert (>= (+ 0 (ite x241 -1 0) (ite x242 1 0)) 0))
(assert (>= (+ 0 (ite x243 1 0) (ite x1075 -1 0)) 0))
(assert (<= (+ 0 (ite x242 -1 0) (ite x243 1 0) (ite x1075 -1 0)) 0))
(assert (>= (+ 0 (ite x242 -1 0) (ite x243 1 0)) 0))
(assert (>= (+ 0 (ite x244 1 0) (ite x1076 -1 0)) 0))
(assert (<= (+ 0 (ite x243 -1 0) (ite x244 1 0) (ite x1076 -1 0)) 0))
(assert (>= (+ 0 (ite x243 -1 0) (ite x244 1 0)) 0))
(assert (>= (+ 0 (ite x245 1 0) (ite x1077 -1 0)) 0))
(assert (<= (+ 0 (ite x244 -1 0) (ite x245 1 0) (ite x1077 -1 0)) 0))
(assert (>= (+ 0 (ite x244 -1 0) (ite x245 1 0)) 0))
(assert (>= (+ 0 (ite x246 1 0) (ite x1078 -1 0)) 0))
(assert (<= (+ 0 (ite x245 -1 0) (ite x246 1 0) (ite x1078 -1 0)) 0))
(assert (>= (+ 0 (ite x245 -1 0) (ite x246 1 0)) 0))
(assert (>= (+ 0 (ite x247 1 0) (ite x1079 -1 0)) 0))
(assert (<= (+ 0 (ite x246 -1 0) (ite x247 1 0) (ite x1079 -1 0)) 0))
(assert (>= (+ 0 (ite x246 -1 0) (ite x247 1 0)) 0))
(assert (>= (+ 0 (ite x248 1 0) (ite x1080 -1 0)) 0))
(assert (<= (+ 0 (ite x247 -1 0) (ite x248 1 0) (ite x1080 -1 0)) 0))
(assert (>= (+ 0 (ite x247 -1 0) (ite x248 1 0)) 0))
(assert (>= (+ 0 (ite x249 1 0) (ite x1081 -1 0)) 0))
(assert (<= (+ 0 (ite x248 -1 0) (ite x249 1 0) (ite x1081 -1 0)) 0))
(assert (>= (+ 0 (ite x248 -1 0) (ite x249 1 0)) 0))
(assert (>= (+ 0 (ite x250 1 0) (ite x1082 -1 0)) 0))
(assert (<= (+ 0 (ite x249 -1 0) (ite x250 1 0) (ite x1082 -1 0)) 0))
(assert (>= (+ 0 (ite x249 -1 0) (ite x250 1 0)) 0))
(assert (>= (+ 0 (ite x251 1 0) (ite x1083 -1 0)) 0))
(assert (<= (+ 0 (ite x250 -1 0) (ite x251 1 0) (ite x1083 -1 0)) 0))
(assert (>= (+ 0 (ite x250 -1 0) (ite x251 1 0)) 0))
(assert (>= (+ 0 (ite x252 1 0) (ite x1084 -1 0)) 0))
(assert (<= (+ 0 (ite x251 -1 0) (ite x252 1 0) (ite x1084 -1 0)) 0))
(assert (>= (+ 0 (ite x251 -1 0) (ite x252 1 0)) 0))
(assert (>= (+ 0 (ite x253 1 0) (ite x1085 -1 0)) 0))
(assert (<= (+ 0 (ite x252 -1 0) (ite x253 1 0) (ite x1085 -1 0)) 0))
(assert (>= (+ 0 (ite x252 -1 0) (ite x253 1 0)) 0))
(assert (>= (+ 0 (ite x254 1 0) (ite x1086 -1 0)) 0))
(assert (<= (+ 0 (ite x253 -1 0) (ite x254 1 0) (ite x1086 -1 0)) 0))
(assert (>= (+ 0 (ite x253 -1 0) (ite x254 1 0)) 0))
(assert (>= (+ 0 (ite x255 1 0) (ite x1087 -1 0)) 0))
(assert (<= (+ 0 (ite x254 -1 0) (ite x255 1 0) (ite x1087 -1 0)) 0))
(assert (>= (+ 0 (ite x254 -1 0) (ite x255 1 0)) 0))
(assert (>= (+ 0 (ite x256 1 0) (ite x1088 -1 0)) 0))
(assert (<= (+ 0 (ite x255 -1 0) (ite x256 1 0) (ite x1088 -1 0)) 0))
(assert (>= (+ 0 (ite x255 -1 0) (ite x256 1 0)) 0))
(assert (>= (+ 0 (ite x257 1 0) (ite x1089 -1 0)) 0))
(assert (<= (+ 0 (ite x257 1 0) (ite x1089 -1 0)) 0))
(assert (>= (+ 0 (ite x258 1 0) (ite x1090 -1 0)) 0))
(assert (<= (+ 0 (ite x257 -1 0) (ite x258 1 0) (ite x1090 -1 0)) 0))
(assert (>= (+ 0 (ite x257 -1 0) (ite x258 1 0)) 0))
(assert (>= (+ 0 (ite x259 1 0) (ite x1091 -1 0)) 0))
(assert (<= (+ 0 (ite x258 -1 0) (ite x259 1 0) (ite x1091 -1 0)) 0))
(assert (>= (+ 0 (ite x258 -1 0) (ite x259 1 0)) 0))
(assert (>= (+ 0 (ite x260 1 0) (ite x1092 -1 0)) 0))
(assert (<= (+ 0 (ite x259 -1 0) (ite x260 1 0) (ite x1092 -1 0)) 0))
(assert (>= (+ 0 (ite x259 -1 0) (ite x260 1 0)) 0))
(assert (>= (+ 0 (ite x261 1 0) (ite x1093 -1 0)) 0))
(assert (<= (+ 0 (ite x260 -1 0) (ite x261 1 0) (ite x1093 -1 0)) 0))
(assert (>= (+ 0 (ite x260 -1 0) (ite x261 1 0)) 0))
(assert (>= (+ 0 (ite x262 1 0) (ite x1094 -1 0)) 0))
(assert (<= (+ 0 (ite x261 -1 0) (ite x262 1 0) (ite x1094 -1 0)) 0))
(assert (>= (+ 0 (ite x261 -1 0) (ite x262 1 0)) 0))
(assert (>= (+ 0 (ite x263 1 0) (ite x1095 -1 0)) 0))
(assert (<= (+ 0 (ite x262 -1 0) (ite x263 1 0) (ite x1095 -1 0)) 0))
(assert (>= (+ 0 (ite x262 -1 0) (ite x263 1 0)) 0))
(assert (>= (+ 0 (ite x264 1 0) (ite x1096 -1 0)) 0))
(assert (<= (+ 0 (ite x263 -1 0) (ite x264 1 0) (ite x1096 -1 0)) 0))
(assert (>= (+ 0 (ite x263 -1 0) (ite x264 1 0)) 0))
(assert (>= (+ 0 (ite x265 1 0) (ite x1097 -1 0)) 0))
(assert (<= (+ 0 (ite x264 -1 0) (ite x265 1 0) (ite x1097 -1 0)) 0))
(assert (>= (+ 0 (ite x264 -1 0) (ite x265 1 0)) 0))
(assert (>= (+ 0 (ite x266 1 0) (ite x1098 -1 0)) 0))
(assert (<= (+ 0 (ite x265 -1 0) (ite x266 1 0) (ite x1098 -1 0)) 0))
(assert (>= (+ 0 (ite x265 -1 0) (ite x266 1 0)) 0))
(assert (>= (+ 0 (ite x267 1 0) (ite x1099 -1 0)) 0))
(assert (<= (+ 0 (ite x266 -1 0) (ite x267 1 0) (ite x1099 -1 0)) 0))
(assert (>= (+ 0 (ite x266 -1 0) (ite x267 1 0)) 0))
(assert (>= (+ 0 (ite x268 1 0) (ite x1100 -1 0)) 0))
(assert (<= (+ 0 (ite x267 -1 0) (ite x268 1 0) (ite x1100 -1 0)) 0))
(assert (>= (+ 0 (ite x267 -1 0) (ite x268 1 0)) 0))
(assert (>= (+ 0 (ite x269 1 0) (ite x1101 -1 0)) 0))
(assert (<= (+ 0 (ite x268 -1 0) (ite x269 1 0) (ite x1101 -1 0)) 0))
(assert (>= (+ 0 (ite x268 -1 0) (ite x269 1 0)) 0))
(assert (>= (+ 0 (ite x270 1 0) (ite x1102 -1 0)) 0))
(assert (<= (+ 0 (ite x269 -1 0) (ite x270 1 0) (ite x1102 -1 0)) 0))
(assert (>= (+ 0 (ite x269 -1 0) (ite x270 1 0)) 0))
(assert (>= (+ 0 (ite x271 1 0) (ite x1103 -1 0)) 0))
(assert (<= (+ 0 (ite x270 -1 0) (ite x271 1 0) (ite x1103 -1 0)) 0))
(assert (>= (+ 0 (ite x270 -1 0) (ite x271 1 0)) 0))
(assert (>= (+ 0 (ite x272 1 0) (ite x1104 -1 0)) 0))
(assert (<= (+ 0 (ite x271 -1 0) (ite x272 1 0) (ite x1104 -1 0)) 0))
(assert (>= (+ 0 (ite x271 -1 0) (ite x272 1 0)) 0))
(assert (>= (+ 0 (ite x273 1 0) (ite x1105 -1 0)) 0))
(assert (<= (+ 0 (ite x272 -1 0) (ite x273 1 0) (ite x1105 -1 0)) 0))
(assert (>= (+ 0 (ite x272 -1 0) (ite x273 1 0)) 0))
(assert (>= (+ 0 (ite x274 1 0) (ite x1106 -1 0)) 0))
(assert (<= (+ 0 (ite x273 -1 0) (ite x274 1 0) (ite x1106 -1 0)) 0))
(assert (>= (+ 0 (ite x273 -1 0) (ite x274 1 0)) 0))
(assert (>= (+ 0 (ite x275 1 0) (ite x1107 -1 0)) 0))
(assert (<= (+ 0 (ite x274 -1 0) (ite x275 1 0) (ite x1107 -1 0)) 0))
(assert (>= (+ 0 (ite x274 -1 0) (ite x275 1 0)) 0))
(assert (>= (+ 0 (ite x276 1 0) (ite x1108 -1 0)) 0))
(assert (<= (+ 0 (ite x275 -1 0) (ite x276 1 0) (ite x1108 -1 0)) 0))
(assert (>= (+ 0 (ite x275 -1 0) (ite x276 1 0)) 0))
(assert (>= (+ 0 (ite x277 1 0) (ite x1109 -1 0)) 0))
(assert (<= (+ 0 (ite x276 -1 0) (ite x277 1 0) (ite x1109 -1 0)) 0))
(assert (>= (+ 0 (ite x276 -1 0) (ite x277 1 0)) 0))
(assert (>= (+ 0 (ite x278 1 0) (ite x1110 -1 0)) 0))
(assert (<= (+ 0 (ite x277 -1 0) (ite x278 1 0) (ite x1110 -1 0)) 0))
(assert (>= (+ 0 (ite x277 -1 0) (ite x278 1 0)) 0))
(assert (>= (+ 0 (ite x279 1 0) (ite x1111 -1 0)) 0))
(assert (<= (+ 0 (ite x278 -1 0) (ite x279 1 0) (ite x1111 -1 0)) 0))
(assert (>= (+ 0 (ite x278 -1 0) (ite x279 1 0)) 0))
(assert (>= (+ 0 (ite x280 1 0) (ite x1112 -1 0)) 0))
(assert (<= (+ 0 (ite x279 -1 0) (ite x280 1 0) (ite x1112 -1 0)) 0))
(assert (>= (+ 0 (ite x279 -1 0) (ite x280 1 0)) 0))
(assert (>= (+ 0 (ite x281 1 0) (ite x1113 -1 0)) 0))
(assert (<= (+ 0 (ite x280 -1 0) (ite x281 1 0) (ite x1113 -1 0)) 0))
(assert (>= (+ 0 (ite x280 -1 0) (ite x281 1 0)) 0))
(assert (>= (+ 0 (ite x282 1 0) (ite x1114 -1 0)) 0))
(assert (<= (+ 0 (ite x281 -1 0) (ite x282 1 0) (ite x1114 -1 0)) 0))
(assert (>= (+ 0 (ite x281 -1 0) (ite x282 1 0)) 0))
(assert (>= (+ 0 (ite x283 1 0) (ite x1115 -1 0)) 0))
(assert (<= (+ 0 (ite x282 -1 0) (ite x283 1 0) (ite x1115 -1 0)) 0))
(assert (>= (+ 0 (ite x282 -1 0) (ite x283 1 0)) 0))
(assert (>= (+ 0 (ite x284 1 0) (ite x1116 -1 0)) 0))
(assert (<= (+ 0 (ite x283 -1 0) (ite x284 1 0) (ite x1116 -1 0)) 0))
(assert (>= (+ 0 (ite x283 -1 0) (ite x284 1 0)) 0))
(assert (>= (+ 0 (ite x285 1 0) (ite x1117 -1 0)) 0))
(assert (<= (+ 0 (ite x284 -1 0) (ite x285 1 0) (ite x1117 -1 0)) 0))
(assert (>= (+ 0 (ite x284 -1 0) (ite x285 1 0)) 0))
(assert (>= (+ 0 (ite x286 1 0) (ite x1118 -1 0)) 0))
(assert (<= (+ 0 (ite x285 -1 0) (ite x286 1 0) (ite x1118 -1 0)) 0))
(assert (>= (+ 0 (ite x285 -1 0) (ite x286 1 0)) 0))
(assert (>= (+ 0 (ite x287 1 0) (ite x1119 -1 0)) 0))
(assert (<= (+ 0 (ite x286 -1 0) (ite x287 1 0) (ite x1119 -1 0)) 0))
(assert (>= (+ 0 (ite x286 -1 0) (ite x287 1 0)) 0))
(assert (>= (+ 0 (ite x288 1 0) (ite x1120 -1 0)) 0))
(assert (<= (+ 0 (ite x287 -1 0) (ite x288 1 0) (ite x1120 -1 0)) 0))
(assert (>= (+ 0 (ite x287 -1 0) (ite x288 1 0)) 0))
(assert (>= (+ 0 (ite x289 1 0) (ite x1121 -1 0)) 0))
(assert (<= (+ 0 (ite x289 1 0) (ite x1121 -1 0)) 0))
(assert (>= (+ 0 (ite x290 1 0) (ite x1122 -1 0)) 0))
(assert (<= (+ 0 (ite x289 -1 0) (ite x290 1 0) (ite x1122 -1 0)) 0))
(assert (>= (+ 0 (ite x289 -1 0) (ite x290 1 0)) 0))
(assert (>= (+ 0 (ite x291 1 0) (ite x1123 -1 0)) 0))
(assert (<= (+ 0 (ite x290 -1 0) (ite x291 1 0) (ite x1123 -1 0)) 0))
(assert (>= (+ 0 (ite x290 -1 0) (ite x291 1 0)) 0))
(assert (>= (+ 0 (ite x292 1 0) (ite x1124 -1 0)) 0))
(assert (<= (+ 0 (ite x291 -1 0) (ite x292 1 0) (ite x1124 -1 0)) 0))
(assert (>= (+ 0 (ite x291 -1 0) (ite x292 1 0)) 0))
(assert (>= (+ 0 (ite x293 1 0) (ite x1125 -1 0)) 0))
(assert (<= (+ 0 (ite x292 -1 0) (ite x293 1 0) (ite x1125 -1 0)) 0))
(assert (>= (+ 0 (ite x292 -1 0) (ite x293 1 0)) 0))
(assert (>= (+ 0 (ite x294 1 0) (ite x1126 -1 0)) 0))
(assert (<= (+ 0 (ite x293 -1 0) (ite x294 1 0) (ite x1126 -1 0)) 0))
(assert (>= (+ 0 (ite x293 -1 0) (ite x294 1 0)) 0))
(assert (>= (+ 0 (ite x295 1 0) (ite x1127 -1 0)) 0))
(assert (<= (+ 0 (ite x294 -1 0) (ite x295 1 0) (ite x1127 -1 0)) 0))
(assert (>= (+ 0 (ite x294 -1 0) (ite x295 1 0)) 0))
(assert (>= (+ 0 (ite x296 1 0) (ite x1128 -1 0)) 0))
(assert (<= (+ 0 (ite x295 -1 0) (ite x296 1 0) (ite x1128 -1 0)) 0))
(assert (>= (+ 0 (ite x295 -1 0) (ite x296 1 0)) 0))
(assert (>= (+ 0 (ite x297 1 0) (ite x1129 -1 0)) 0))
(assert (<= (+ 0 (ite x296 -1 0) (ite x297 1 0) (ite x1129 -1 0)) 0))
(assert (>= (+ 0 (ite x296 -1 0) (ite x297 1 0)) 0))
(assert (>= (+ 0 (ite x298 1 0) (ite x1130 -1 0)) 0))
(assert (<= (+ 0 (ite x297 -1 0) (ite x298 1 0) (ite x1130 -1 0)) 0))
(assert (>= (+ 0 (ite x297 -1 0) (ite x298 1 0)) 0))
(assert (>= (+ 0 (ite x299 1 0) (ite x1131 -1 0)) 0))
(assert (<= (+ 0 (ite x298 -1 0) (ite x299 1 0) (ite x1131 -1 0)) 0))
(assert (>= (+ 0 (ite x298 -1 0) (ite x299 1 0)) 0))
(assert (>= (+ 0 (ite x300 1 0) (ite x1132 -1 0)) 0))
(assert (<= (+ 0 (ite x299 -1 0) (ite x300 1 0) (ite x1132 -1 0)) 0))
(assert (>= (+ 0 (ite x299 -1 0) (ite x300 1 0)) 0))
(assert (>= (+ 0 (ite x301 1 0) (ite x1133 -1 0)) 0))
(assert (<= (+ 0 (ite x300 -1 0) (ite x301 1 0) (ite x1133 -1 0)) 0))
(assert (>= (+ 0 (ite x300 -1 0) (ite x301 1 0)) 0))
(assert (>= (+ 0 (ite x302 1 0) (ite x1134 -1 0)) 0))
(assert (<= (+ 0 (ite x301 -1 0) (ite x302 1 0) (ite x1134 -1 0)) 0))
(assert (>= (+ 0 (ite x301 -1 0) (ite x302 1 0)) 0))
(assert (>= (+ 0 (ite x303 1 0) (ite x1135 -1 0)) 0))
(assert (<= (+ 0 (ite x302 -1 0) (ite x303 1 0) (ite x1135 -1 0)) 0))
(assert (>= (+ 0 (ite x302 -1 0) (ite x303 1 0)) 0))
(assert (>= (+ 0 (ite x304 1 0) (ite x1136 -1 0)) 0))
(assert (<= (+ 0 (ite x303 -1 0) (ite x304 1 0) (ite x1136 -1 0)) 0))
(assert (>= (+ 0 (ite x303 -1 0) (ite x304 1 0)) 0))
(assert (>= (+ 0 (ite x305 1 0) (ite x1137 -1 0)) 0))
(assert (<= (+ 0 (ite x304 -1 0) (ite x305 1 0) (ite x1137 -1 0)) 0))
(assert (>= (+ 0 (ite x304 -1 0) (ite x305 1 0)) 0))
(assert (>= (+ 0 (ite x306 1 0) (ite x1138 -1 0)) 0))
(assert (<= (+ 0 (ite x305 -1 0) (ite x306 1 0) (ite x1138 -1 0)) 0))
(assert (>= (+ 0 (ite x305 -1 0) (ite x306 1 0)) 0))
(assert (>= (+ 0 (ite x307 1 0) (ite x1139 -1 0)) 0))
(assert (<= (+ 0 (ite x306 -1 0) (ite x307 1 0) (ite x1139 -1 0)) 0))
(assert (>= (+ 0 (ite x306 -1 0) (ite x307 1 0)) 0))
(assert (>= (+ 0 (ite x308 1 0) (ite x1140 -1 0)) 0))
(assert (<= (+ 0 (ite x307 -1 0) (ite x308 1 0) (ite x1140 -1 0)) 0))
(assert (>= (+ 0 (ite x307 -1 0) (ite x308 1 0)) 0))
(assert (>= (+ 0 (ite x309 1 0) (ite x1141 -1 0)) 0))
(assert (<= (+ 0 (ite x308 -1 0) (ite x309 1 0) (ite x1141 -1 0)) 0))
(assert (>= (+ 0 (ite x308 -1 0) (ite x309 1 0)) 0))
(assert (>= (+ 0 (ite x310 1 0) (ite x1142 -1 0)) 0))
(assert (<= (+ 0 (ite x309 -1 0) (ite x310 1 0) (ite x1142 -1 0)) 0))
(assert (>= (+ 0 (ite x309 -1 0) (ite x310 1 0)) 0))
(assert (>= (+ 0 (ite x311 1 0) (ite x1143 -1 0)) 0))
(assert (<= (+ 0 (ite x310 -1 0) (ite x311 1 0) (ite x1143 -1 0)) 0))
(assert (>= (+ 0 (ite x310 -1 0) (ite x311 1 0)) 0))
(assert (>= (+ 0 (ite x312 1 0) (ite x1144 -1 0)) 0))
(assert (<= (+ 0 (ite x311 -1 0) (ite x312 1 0) (ite x1144 -1 0)) 0))
(assert (>= (+ 0 (ite x311 -1 0) (ite x312 1 0)) 0))
(assert (>= (+ 0 (ite x313 1 0) (ite x1145 -1 0)) 0))
(assert (<= (+ 0 (ite x312 -1 0) (ite x313 1 0) (ite x1145 -1 0)) 0))
(assert (>= (+ 0 (ite x312 -1 0) (ite x313 1 0)) 0))
(assert (>= (+ 0 (ite x314 1 0) (ite x1146 -1 0)) 0))
(assert (<= (+ 0 (ite x313 -1 0) (ite x314 1 0) (ite x1146 -1 0)) 0))
(assert (>= (+ 0 (ite x313 -1 0) (ite x314 1 0)) 0))
(assert (>= (+ 0 (ite x315 1 0) (ite x1147 -1 0)) 0))
(assert (<= (+ 0 (ite x314 -1 0) (ite x315 1 0) (ite x1147 -1 0)) 0))
(assert (>= (+ 0 (ite x314 -1 0) (ite x315 1 0)) 0))
(assert (>= (+ 0 (ite x316 1 0) (ite x1148 -1 0)) 0))
(assert (<= (+ 0 (ite x315 -1 0) (ite x316 1 0) (ite x1148 -1 0)) 0))
(assert (>= (+ 0 (ite x315 -1 0) (ite x316 1 0)) 0))
(assert (>= (+ 0 (ite x317 1 0) (ite x1149 -1 0)) 0))
(assert (<= (+ 0 (ite x316 -1 0) (ite x317 1 0) (ite x1149 -1 0)) 0))
(assert (>= (+ 0 (ite x316 -1 0) (ite x317 1 0)) 0))
(assert (>= (+ 0 (ite x318 1 0) (ite x1150 -1 0)) 0))
(assert (<= (+ 0 (ite x317 -1 0) (ite x318 1 0) (ite x1150 -1 0)) 0))
(assert (>= (+ 0 (ite x317 -1 0) (ite x318 1 0)) 0))
(assert (>= (+ 0 (ite x319 1 0) (ite x1151 -1 0)) 0))
(assert (<= (+ 0 (ite x318 -1 0) (ite x319 1 0) (ite x1151 -1 0)) 0))
(assert (>= (+ 0 (ite x318 -1 0) (ite x319 1 0)) 0))
(assert (>= (+ 0 (ite x320 1 0) (ite x1152 -1 0)) 0))
(assert (<= (+ 0 (ite x319 -1 0) (ite x320 1 0) (ite x1152 -1 0)) 0))
(assert (>= (+ 0 (ite x319 -1 0) (ite x320 1 0)) 0))
(assert (<= (+ 0 (ite x321 1 0) (ite x1153 -1 0)) 0))
(assert (<= (+ 0 (ite x321 -1 0) (ite x322 1 0) (ite x1154 -1 0)) 0))
(assert (<= (+ 0 (ite x322 -1 0) (ite x323 1 0) (ite x1155 -1 0)) 0))
(assert (<= (+ 0 (ite x323 -1 0) (ite x324 1 0) (ite x1156 -1 0)) 0))
(assert (<= (+ 0 (ite x324 -1 0) (ite x325 1 0) (ite x1157 -1 0)) 0))
(assert (<= (+ 0 (ite x325 -1 0) (ite x326 1 0) (ite x1158 -1 0)) 0))
(assert (<= (+ 0 (ite x326 -1 0) (ite x327 1 0) (ite x1159 -1 0)) 0))
(assert (<= (+ 0 (ite x327 -1 0) (ite x328 1 0) (ite x1160 -1 0)) 0))
(assert (<= (+ 0 (ite x328 -1 0) (ite x329 1 0) (ite x1161 -1 0)) 0))
(assert (<= (+ 0 (ite x329 -1 0) (ite x330 1 0) (ite x1162 -1 0)) 0))
(assert (<= (+ 0 (ite x330 -1 0) (ite x331 1 0) (ite x1163 -1 0)) 0))
(assert (<= (+ 0 (ite x331 -1 0) (ite x332 1 0) (ite x1164 -1 0)) 0))
(assert (<= (+ 0 (ite x332 -1 0) (ite x333 1 0) (ite x1165 -1 0)) 0))
(assert (<= (+ 0 (ite x333 -1 0) (ite x334 1 0) (ite x1166 -1 0)) 0))
(assert (<= (+ 0 (ite x334 -1 0) (ite x335 1 0) (ite x1167 -1 0)) 0))
(assert (<= (+ 0 (ite x335 -1 0) (ite x336 1 0) (ite x1168 -1 0)) 0))
(assert (<= (+ 0 (ite x336 -1 0) (ite x337 1 0) (ite x1169 -1 0)) 0))
(assert (<= (+ 0 (ite x337 -1 0) (ite x338 1 0) (ite x1170 -1 0)) 0))
(assert (<= (+ 0 (ite x338 -1 0) (ite x339 1 0) (ite x1171 -1 0)) 0))
(assert (<= (+ 0 (ite x339 -1 0) (ite x340 1 0) (ite x1172 -1 0)) 0))
(assert (<= (+ 0 (ite x340 -1 0) (ite x341 1 0) (ite x1173 -1 0)) 0))
(assert (<= (+ 0 (ite x341 -1 0) (ite x342 1 0) (ite x1174 -1 0)) 0))
(assert (<= (+ 0 (ite x342 -1 0) (ite x343 1 0) (ite x1175 -1 0)) 0))
(assert (<= (+ 0 (ite x343 -1 0) (ite x344 1 0) (ite x1176 -1 0)) 0))
(assert (<= (+ 0 (ite x344 -1 0) (ite x345 1 0) (ite x1177 -1 0)) 0))
(assert (<= (+ 0 (ite x345 -1 0) (ite x346 1 0) (ite x1178 -1 0)) 0))
(assert (<= (+ 0 (ite x346 -1 0) (ite x347 1 0) (ite x1179 -1 0)) 0))
(assert (<= (+ 0 (ite x347 -1 0) (ite x348 1 0) (ite x1180 -1 0)) 0))
(assert (<= (+ 0 (ite x348 -1 0) (ite x349 1 0) (ite x1181 -1 0)) 0))
(assert (<= (+ 0 (ite x349 -1 0) (ite x350 1 0) (ite x1182 -1 0)) 0))
(assert (<= (+ 0 (ite x350 -1 0) (ite x351 1 0) (ite x1183 -1 0)) 0))
(assert (<= (+ 0 (ite x351 -1 0) (ite x352 1 0) (ite x1184 -1 0)) 0))
(assert (>= (+ 0 (ite x353 1 0) (ite x1185 -1 0)) 0))
(assert (<= (+ 0 (ite x353 1 0) (ite x1185 -1 0)) 0))
(assert (>= (+ 0 (ite x354 1 0) (ite x1186 -1 0)) 0))
(assert (<= (+ 0 (ite x353 -1 0) (ite x354 1 0) (ite x1186 -1 0)) 0))
(assert (>= (+ 0 (ite x353 -1 0) (ite x354 1 0)) 0))
(assert (>= (+ 0 (ite x355 1 0) (ite x1187 -1 0)) 0))
(assert (<= (+ 0 (ite x354 -1 0) (ite x355 1 0) (ite x1187 -1 0)) 0))
(assert (>= (+ 0 (ite x354 -1 0) (ite x355 1 0)) 0))
(assert (>= (+ 0 (ite x356 1 0) (ite x1188 -1 0)) 0))
(assert (<= (+ 0 (ite x355 -1 0) (ite x356 1 0) (ite x1188 -1 0)) 0))
(assert (>= (+ 0 (ite x355 -1 0) (ite x356 1 0)) 0))
(assert (>= (+ 0 (ite x357 1 0) (ite x1189 -1 0)) 0))
(assert (<= (+ 0 (ite x356 -1 0) (ite x357 1 0) (ite x1189 -1 0)) 0))
(assert (>= (+ 0 (ite x356 -1 0) (ite x357 1 0)) 0))
(assert (>= (+ 0 (ite x358 1 0) (ite x1190 -1 0)) 0))
(assert (<= (+ 0 (ite x357 -1 0) (ite x358 1 0) (ite x1190 -1 0)) 0))
(assert (>= (+ 0 (ite x357 -1 0) (ite x358 1 0)) 0))
(assert (>= (+ 0 (ite x359 1 0) (ite x1191 -1 0)) 0))
(assert (<= (+ 0 (ite x358 -1 0) (ite x359 1 0) (ite x1191 -1 0)) 0))
(assert (>= (+ 0 (ite x358 -1 0) (ite x359 1 0)) 0))
(assert (>= (+ 0 (ite x360 1 0) (ite x1192 -1 0)) 0))
(assert (<= (+ 0 (ite x359 -1 0) (ite x360 1 0) (ite x1192 -1 0)) 0))
(assert (>= (+ 0 (ite x359 -1 0) (ite x360 1 0)) 0))
(assert (>= (+ 0 (ite x361 1 0) (ite x1193 -1 0)) 0))
(assert (<= (+ 0 (ite x360 -1 0) (ite x361 1 0) (ite x1193 -1 0)) 0))
(assert (>= (+ 0 (ite x360 -1 0) (ite x361 1 0)) 0))
(assert (>= (+ 0 (ite x362 1 0) (ite x1194 -1 0)) 0))
(assert (<= (+ 0 (ite x361 -1 0) (ite x362 1 0) (ite x1194 -1 0)) 0))
(assert (>= (+ 0 (ite x361 -1 0) (ite x362 1 0)) 0))
(assert (>= (+ 0 (ite x363 1 0) (ite x1195 -1 0)) 0))
(assert (<= (+ 0 (ite x362 -1 0) (ite x363 1 0) (ite x1195 -1 0)) 0))
(assert (>= (+ 0 (ite x362 -1 0) (ite x363 1 0)) 0))
(assert (>= (+ 0 (ite x364 1 0) (ite x1196 -1 0)) 0))
(assert (<= (+ 0 (ite x363 -1 0) (ite x364 1 0) (ite x1196 -1 0)) 0))
(assert (>= (+ 0 (ite x363 -1 0) (ite x364 1 0)) 0))
(assert (>= (+ 0 (ite x365 1 0) (ite x1197 -1 0)) 0))
(assert (<= (+ 0 (ite x364 -1 0) (ite x365 1 0) (ite x1197 -1 0)) 0))
(assert (>= (+ 0 (ite x364 -1 0) (ite x365 1 0)) 0))
(assert (>= (+ 0 (ite x366 1 0) (ite x1198 -1 0)) 0))
(assert (<= (+ 0 (ite x365 -1 0) (ite x366 1 0) (ite x1198 -1 0)) 0))
(assert (>= (+ 0 (ite x365 -1 0) (ite x366 1 0)) 0))
(assert (>= (+ 0 (ite x367 1 0) (ite x1199 -1 0)) 0))
(assert (<= (+ 0 (ite x366 -1 0) (ite x367 1 0) (ite x1199 -1 0)) 0))
(assert (>= (+ 0 (ite x366 -1 0) (ite x367 1 0)) 0))
(assert (>= (+ 0 (ite x368 1 0) (ite x1200 -1 0)) 0))
(assert (<= (+ 0 (ite x367 -1 0) (ite x368 1 0) (ite x1200 -1 0)) 0))
(assert (>= (+ 0 (ite x367 -1 0) (ite x368 1 0)) 0))
(assert (>= (+ 0 (ite x369 1 0) (ite x1201 -1 0)) 0))
(assert (<= (+ 0 (ite x368 -1 0) (ite x369 1 0) (ite x1201 -1 0)) 0))
(assert (>= (+ 0 (ite x368 -1 0) (ite x369 1 0)) 0))
(assert (>= (+ 0 (ite x370 1 0) (ite x1202 -1 0)) 0))
(assert (<= (+ 0 (ite x369 -1 0) (ite x370 1 0) (ite x1202 -1 0)) 0))
(assert (>= (+ 0 (ite x369 -1 0) (ite x370 1 0)) 0))
(assert (>= (+ 0 (ite x371 1 0) (ite x1203 -1 0)) 0))
(assert (<= (+ 0 (ite x370 -1 0) (ite x371 1 0) (ite x1203 -1 0)) 0))
(assert (>= (+ 0 (ite x370 -1 0) (ite x371 1 0)) 0))
(assert (>= (+ 0 (ite x372 1 0) (ite x1204 -1 0)) 0))
(assert (<= (+ 0 (ite x371 -1 0) (ite x372 1 0) (ite x1204 -1 0)) 0))
(assert (>= (+ 0 (ite x371 -1 0) (ite x372 1 0)) 0))
(assert (>= (+ 0 (ite x373 1 0) (ite x1205 -1 0)) 0))
(assert (<= (+ 0 (ite x372 -1 0) (ite x373 1 0) (ite x1205 -1 0)) 0))
(assert (>= (+ 0 (ite x372 -1 0) (ite x373 1 0)) 0))
(assert (>= (+ 0 (ite x374 1 0) (ite x1206 -1 0)) 0))
(assert (<= (+ 0 (ite x373 -1 0) (ite x374 1 0) (ite x1206 -1 0)) 0))
(assert (>= (+ 0 (ite x373 -1 0) (ite x374 1 0)) 0))
(assert (>= (+ 0 (ite x375 1 0) (ite x1207 -1 0)) 0))
(assert (<= (+ 0 (ite x374 -1 0) (ite x375 1 0) (ite x1207 -1 0)) 0))
(assert (>= (+ 0 (ite x374 -1 0) (ite x375 1 0)) 0))
(assert (>= (+ 0 (ite x376 1 0) (ite x1208 -1 0)) 0))
(assert (<= (+ 0 (ite x375 -1 0) (ite x376 1 0) (ite x1208 -1 0)) 0))
(assert (>= (+ 0 (ite x375 -1 0) (ite x376 1 0)) 0))
(assert (>= (+ 0 (ite x377 1 0) (ite x1209 -1 0)) 0))
(assert (<= (+ 0 (ite x376 -1 0) (ite x377 1 0) (ite x1209 -1 0)) 0))
(assert (>= (+ 0 (ite x376 -1 0) (ite x377 1 0)) 0))
(assert (>= (+ 0 (ite x378 1 0) (ite x1210 -1 0)) 0))
(assert (<= (+ 0 (ite x377 -1 0) (ite x378 1 0) (ite x1210 -1 0)) 0))
(assert (>= (+ 0 (ite x377 -1 0) (ite x378 1 0)) 0))
(assert (>= (+ 0 (ite x379 1 0) (ite x1211 -1 0)) 0))
(assert (<= (+ 0 (ite x378 -1 0) (ite x379 1 0) (ite x1211 -1 0)) 0))
(assert (>= (+ 0 (ite x378 -1 0) (ite x379 1 0)) 0))
(assert (>= (+ 0 (ite x380 1 0) (ite x1212 -1 0)) 0))
(assert (<= (+ 0 (ite x379 -1 0) (ite x380 1 0) (ite x1212 -1 0)) 0))
(assert (>= (+ 0 (ite x379 -1 0) (ite x380 1 0)) 0))
(assert (>= (+ 0 (ite x381 1 0) (ite x1213 -1 0)) 0))
(assert (<= (+ 0 (ite x380 -1 0) (ite x381 1 0) (ite x1213 -1 0)) 0))
(assert (>= (+ 0 (ite x380 -1 0) (ite x381 1 0)) 0))
(assert (>= (+ 0 (ite x382 1 0) (ite x1214 -1 0)) 0))
(assert (<= (+ 0 (ite x381 -1 0) (ite x382 1 0) (ite x1214 -1 0)) 0))
(assert (>= (+ 0 (ite x381 -1 0) (ite x382 1 0)) 0))
(assert (>= (+ 0 (ite x383 1 0) (ite x1215 -1 0)) 0))
(assert (<= (+ 0 (ite x382 -1 0) (ite x383 1 0) (ite x1215 -1 0)) 0))
(assert (>= (+ 0 (ite x382 -1 0) (ite x383 1 0)) 0))
(assert (>= (+ 0 (ite x384 1 0) (ite x1216 -1 0)) 0))
(assert (<= (+ 0 (ite x383 -1 0) (ite x384 1 0) (ite x1216 -1 0)) 0))
(assert (>= (+ 0 (ite x383 -1 0) (ite x384 1 0)) 0))
(assert (>= (+ 0 (ite x385 1 0) (ite x1217 -1 0)) 0))
(assert (<= (+ 0 (ite x385 1 0) (ite x1217 -1 0)) 0))
(assert (>= (+ 0 (ite x386 1 0) (ite x1218 -1 0)) 0))
(assert (<= (+ 0 (ite x385 -1 0) (ite x386 1 0) (ite x1218 -1 0)) 0))
(assert (>= (+ 0 (ite x385 -1 0) (ite x386 1 0)) 0))
(assert (>= (+ 0 (ite x387 1 0) (ite x1219 -1 0)) 0))
(assert (<= (+ 0 (ite x386 -1 0) (ite x387 1 0) (ite x1219 -1 0)) 0))
(assert (>= (+ 0 (ite x386 -1 0) (ite x387 1 0)) 0))
(assert (>= (+ 0 (ite x388 1 0) (ite x1220 -1 0)) 0))
(assert (<= (+ 0 (ite x387 -1 0) (ite x388 1 0) (ite x1220 -1 0)) 0))
(assert (>= (+ 0 (ite x387 -1 0) (ite x388 1 0)) 0))
(assert (>= (+ 0 (ite x389 1 0) (ite x1221 -1 0)) 0))
(assert (<= (+ 0 (ite x388 -1 0) (ite x389 1 0) (ite x1221 -1 0)) 0))
(assert (>= (+ 0 (ite x388 -1 0) (ite x389 1 0)) 0))
(assert (>= (+ 0 (ite x390 1 0) (ite x1222 -1 0)) 0))
(assert (<= (+ 0 (ite x389 -1 0) (ite x390 1 0) (ite x1222 -1 0)) 0))
(assert (>= (+ 0 (ite x389 -1 0) (ite x390 1 0)) 0))
(assert (>= (+ 0 (ite x391 1 0) (ite x1223 -1 0)) 0))
(assert (<= (+ 0 (ite x390 -1 0) (ite x391 1 0) (ite x1223 -1 0)) 0))
(assert (>= (+ 0 (ite x390 -1 0) (ite x391 1 0)) 0))
(assert (>= (+ 0 (ite x392 1 0) (ite x1224 -1 0)) 0))
(assert (<= (+ 0 (ite x391 -1 0) (ite x392 1 0) (ite x1224 -1 0)) 0))
(assert (>= (+ 0 (ite x391 -1 0) (ite x392 1 0)) 0))
(assert (>= (+ 0 (ite x393 1 0) (ite x1225 -1 0)) 0))
(assert (<= (+ 0 (ite x392 -1 0) (ite x393 1 0) (ite x1225 -1 0)) 0))
(assert (>= (+ 0 (ite x392 -1 0) (ite x393 1 0)) 0))
(assert (>= (+ 0 (ite x394 1 0) (ite x1226 -1 0)) 0))
(assert (<= (+ 0 (ite x393 -1 0) (ite x394 1 0) (ite x1226 -1 0)) 0))
(assert (>= (+ 0 (ite x393 -1 0) (ite x394 1 0)) 0))
(assert (>= (+ 0 (ite x395 1 0) (ite x1227 -1 0)) 0))
(assert (<= (+ 0 (ite x394 -1 0) (ite x395 1 0) (ite x1227 -1 0)) 0))
(assert (>= (+ 0 (ite x394 -1 0) (ite x395 1 0)) 0))
(assert (>= (+ 0 (ite x396 1 0) (ite x1228 -1 0)) 0))
(assert (<= (+ 0 (ite x395 -1 0) (ite x396 1 0) (ite x1228 -1 0)) 0))
(assert (>= (+ 0 (ite x395 -1 0) (ite x396 1 0)) 0))
(assert (>= (+ 0 (ite x397 1 0) (ite x1229 -1 0)) 0))
(assert (<= (+ 0 (ite x396 -1 0) (ite x397 1 0) (ite x1229 -1 0)) 0))
(assert (>= (+ 0 (ite x396 -1 0) (ite x397 1 0)) 0))
(assert (>= (+ 0 (ite x398 1 0) (ite x1230 -1 0)) 0))
(assert (<= (+ 0 (ite x397 -1 0) (ite x398 1 0) (ite x1230 -1 0)) 0))
(assert (>= (+ 0 (ite x397 -1 0) (ite x398 1 0)) 0))
(assert (>= (+ 0 (ite x399 1 0) (ite x1231 -1 0)) 0))
(assert (<= (+ 0 (ite x398 -1 0) (ite x399 1 0) (ite x1231 -1 0)) 0))
(assert (>= (+ 0 (ite x398 -1 0) (ite x399 1 0)) 0))
(assert (>= (+ 0 (ite x400 1 0) (ite x1232 -1 0)) 0))
(assert (<= (+ 0 (ite x399 -1 0) (ite x400 1 0) (ite x1232 -1 0)) 0))
(assert (>= (+ 0 (ite x399 -1 0) (ite x400 1 0)) 0))
(assert (>= (+ 0 (ite x401 1 0) (ite x1233 -1 0)) 0))
(assert (<= (+ 0 (ite x400 -1 0) (ite x401 1 0) (ite x1233 -1 0)) 0))
(assert (>= (+ 0 (ite x400 -1 0) (ite x401 1 0)) 0))
(assert (>= (+ 0 (ite x402 1 0) (ite x1234 -1 0)) 0))
(assert (<= (+ 0 (ite x401 -1 0) (ite x402 1 0) (ite x1234 -1 0)) 0))
(assert (>= (+ 0 (ite x401 -1 0) (ite x402 1 0)) 0))
(assert (>= (+ 0 (ite x403 1 0) (ite x1235 -1 0)) 0))
(assert (<= (+ 0 (ite x402 -1 0) (ite x403 1 0) (ite x1235 -1 0)) 0))
(assert (>= (+ 0 (ite x402 -1 0) (ite x403 1 0)) 0))
(assert (>= (+ 0 (ite x404 1 0) (ite x1236 -1 0)) 0))
(assert (<= (+ 0 (ite x403 -1 0) (ite x404 1 0) (ite x1236 -1 0)) 0))
(assert (>= (+ 0 (ite x403 -1 0) (ite x404 1 0)) 0))
(assert (>= (+ 0 (ite x405 1 0) (ite x1237 -1 0)) 0))
(assert (<= (+ 0 (ite x404 -1 0) (ite x405 1 0) (ite x1237 -1 0)) 0))
(assert (>= (+ 0 (ite x404 -1 0) (ite x405 1 0)) 0))
(assert (>= (+ 0 (ite x406 1 0) (ite x1238 -1 0)) 0))
(assert (<= (+ 0 (ite x405 -1 0) (ite x406 1 0) (ite x1238 -1 0)) 0))
(assert (>= (+ 0 (ite x405 -1 0) (ite x406 1 0)) 0))
(assert (>= (+ 0 (ite x407 1 0) (ite x1239 -1 0)) 0))
(assert (<= (+ 0 (ite x406 -1 0) (ite x407 1 0) (ite x1239 -1 0)) 0))
(assert (>= (+ 0 (ite x406 -1 0) (ite x407 1 0)) 0))
(assert (>= (+ 0 (ite x408 1 0) (ite x1240 -1 0)) 0))
(assert (<= (+ 0 (ite x407 -1 0) (ite x408 1 0) (ite x1240 -1 0)) 0))
(assert (>= (+ 0 (ite x407 -1 0) (ite x408 1 0)) 0))
(assert (>= (+ 0 (ite x409 1 0) (ite x1241 -1 0)) 0))
(assert (<= (+ 0 (ite x408 -1 0) (ite x409 1 0) (ite x1241 -1 0)) 0))
(assert (>= (+ 0 (ite x408 -1 0) (ite x409 1 0)) 0))
(assert (>= (+ 0 (ite x410 1 0) (ite x1242 -1 0)) 0))
(assert (<= (+ 0 (ite x409 -1 0) (ite x410 1 0) (ite x1242 -1 0)) 0))
(assert (>= (+ 0 (ite x409 -1 0) (ite x410 1 0)) 0))
(assert (>= (+ 0 (ite x411 1 0) (ite x1243 -1 0)) 0))
(assert (<= (+ 0 (ite x410 -1 0) (ite x411 1 0) (ite x1243 -1 0)) 0))
(assert (>= (+ 0 (ite x410 -1 0) (ite x411 1 0)) 0))
(assert (>= (+ 0 (ite x412 1 0) (ite x1244 -1 0)) 0))
(assert (<= (+ 0 (ite x411 -1 0) (ite x412 1 0) (ite x1244 -1 0)) 0))
(assert (>= (+ 0 (ite x411 -1 0) (ite x412 1 0)) 0))
(assert (>= (+ 0 (ite x413 1 0) (ite x1245 -1 0)) 0))
(assert (<= (+ 0 (ite x412 -1 0) (ite x413 1 0) (ite x1245 -1 0)) 0))
(assert (>= (+ 0 (ite x412 -1 0) (ite x413 1 0)) 0))
(assert (>= (+ 0 (ite x414 1 0) (ite x1246 -1 0)) 0))
(assert (<= (+ 0 (ite x413 -1 0) (ite x414 1 0) (ite x1246 -1 0)) 0))
(assert (>= (+ 0 (ite x413 -1 0) (ite x414 1 0)) 0))
(assert (>= (+ 0 (ite x415 1 0) (ite x1247 -1 0)) 0))
(assert (<= (+ 0 (ite x414 -1 0) (ite x415 1 0) (ite x1247 -1 0)) 0))
(assert (>= (+ 0 (ite x414 -1 0) (ite x415 1 0)) 0))
(assert (>= (+ 0 (ite x416 1 0) (ite x1248 -1 0)) 0))
(assert (<= (+ 0 (ite x415 -1 0) (ite x416 1 0) (ite x1248 -1 0)) 0))
(assert (>= (+ 0 (ite x415 -1 0) (ite x416 1 0)) 0))
(assert (>= (+ 0 (ite x417 1 0) (ite x1249 -1 0)) 0))
(assert (<= (+ 0 (ite x417 1 0) (ite x1249 -1 0)) 0))
(assert (>= (+ 0 (ite x418 1 0) (ite x1250 -1 0)) 0))
(assert (<= (+ 0 (ite x417 -1 0) (ite x418 1 0) (ite x1250 -1 0)) 0))
(assert (>= (+ 0 (ite x417 -1 0) (ite x418 1 0)) 0))
(assert (>= (+ 0 (ite x419 1 0) (ite x1251 -1 0)) 0))
(assert (<= (+ 0 (ite x418 -1 0) (ite x419 1 0) (ite x1251 -1 0)) 0))
(assert (>= (+ 0 (ite x418 -1 0) (ite x419 1 0)) 0))
(assert (>= (+ 0 (ite x420 1 0) (ite x1252 -1 0)) 0))
(assert (<= (+ 0 (ite x419 -1 0) (ite x420 1 0) (ite x1252 -1 0)) 0))
(assert (>= (+ 0 (ite x419 -1 0) (ite x420 1 0)) 0))
(assert (>= (+ 0 (ite x421 1 0) (ite x1253 -1 0)) 0))
(assert (<= (+ 0 (ite x420 -1 0) (ite x421 1 0) (ite x1253 -1 0)) 0))
(assert (>= (+ 0 (ite x420 -1 0) (ite x421 1 0)) 0))
(assert (>= (+ 0 (ite x422 1 0) (ite x1254 -1 0)) 0))
(assert (<= (+ 0 (ite x421 -1 0) (ite x422 1 0) (ite x1254 -1 0)) 0))
(assert (>= (+ 0 (ite x421 -1 0) (ite x422 1 0)) 0))
(assert (>= (+ 0 (ite x423 1 0) (ite x1255 -1 0)) 0))
(assert (<= (+ 0 (ite x422 -1 0) (ite x423 1 0) (ite x1255 -1 0)) 0))
(assert (>= (+ 0 (ite x422 -1 0) (ite x423 1 0)) 0))
(assert (>= (+ 0 (ite x424 1 0) (ite x1256 -1 0)) 0))
(assert (<= (+ 0 (ite x423 -1 0) (ite x424 1 0) (ite x1256 -1 0)) 0))
(assert (>= (+ 0 (ite x423 -1 0) (ite x424 1 0)) 0))
(assert (>= (+ 0 (ite x425 1 0) (ite x1257 -1 0)) 0))
(assert (<= (+ 0 (ite x424 -1 0) (ite x425 1 0) (ite x1257 -1 0)) 0))
(assert (>= (+ 0 (ite x424 -1 0) (ite x425 1 0)) 0))
(assert (>= (+ 0 (ite x426 1 0) (ite x1258 -1 0)) 0))
(assert (<= (+ 0 (ite x425 -1 0) (ite x426 1 0) (ite x1258 -1 0)) 0))
(assert (>= (+ 0 (ite x425 -1 0) (ite x426 1 0)) 0))
(assert (>= (+ 0 (ite x427 1 0) (ite x1259 -1 0)) 0))
(assert (<= (+ 0 (ite x426 -1 0) (ite x427 1 0) (ite x1259 -1 0)) 0))
(assert (>= (+ 0 (ite x426 -1 0) (ite x427 1 0)) 0))
(assert (>= (+ 0 (ite x428 1 0) (ite x1260 -1 0)) 0))
(assert (<= (+ 0 (ite x427 -1 0) (ite x428 1 0) (ite x1260 -1 0)) 0))
(assert (>= (+ 0 (ite x427 -1 0) (ite x428 1 0)) 0))
(assert (>= (+ 0 (ite x429 1 0) (ite x1261 -1 0)) 0))
(assert (<= (+ 0 (ite x428 -1 0) (ite x429 1 0) (ite x1261 -1 0)) 0))
(assert (>= (+ 0 (ite x428 -1 0) (ite x429 1 0)) 0))
(assert (>= (+ 0 (ite x430 1 0) (ite x1262 -1 0)) 0))
(assert (<= (+ 0 (ite x429 -1 0) (ite x430 1 0) (ite x1262 -1 0)) 0))
(assert (>= (+ 0 (ite x429 -1 0) (ite x430 1 0)) 0))
(assert (>= (+ 0 (ite x431 1 0) (ite x1263 -1 0)) 0))
(assert (<= (+ 0 (ite x430 -1 0) (ite x431 1 0) (ite x1263 -1 0)) 0))
(assert (>= (+ 0 (ite x430 -1 0) (ite x431 1 0)) 0))
(assert (>= (+ 0 (ite x432 1 0) (ite x1264 -1 0)) 0))
(assert (<= (+ 0 (ite x431 -1 0) (ite x432 1 0) (ite x1264 -1 0)) 0))
(assert (>= (+ 0 (ite x431 -1 0) (ite x432 1 0)) 0))
(assert (>= (+ 0 (ite x433 1 0) (ite x1265 -1 0)) 0))
(assert (<= (+ 0 (ite x432 -1 0) (ite x433 1 0) (ite x1265 -1 0)) 0))
(assert (>= (+ 0 (ite x432 -1 0) (ite x433 1 0)) 0))
(assert (>= (+ 0 (ite x434 1 0) (ite x1266 -1 0)) 0))
(assert (<= (+ 0 (ite x433 -1 0) (ite x434 1 0) (ite x1266 -1 0)) 0))
(assert (>= (+ 0 (ite x433 -1 0) (ite x434 1 0)) 0))
(assert (>= (+ 0 (ite x435 1 0) (ite x1267 -1 0)) 0))
(assert (<= (+ 0 (ite x434 -1 0) (ite x435 1 0) (ite x1267 -1 0)) 0))
(assert (>= (+ 0 (ite x434 -1 0) (ite x435 1 0)) 0))
(assert (>= (+ 0 (ite x436 1 0) (ite x1268 -1 0)) 0))
(assert (<= (+ 0 (ite x435 -1 0) (ite x436 1 0) (ite x1268 -1 0)) 0))
(assert (>= (+ 0 (ite x435 -1 0) (ite x436 1 0)) 0))
(assert (>= (+ 0 (ite x437 1 0) (ite x1269 -1 0)) 0))
(assert (<= (+ 0 (ite x436 -1 0) (ite x437 1 0) (ite x1269 -1 0)) 0))
(assert (>= (+ 0 (ite x436 -1 0) (ite x437 1 0)) 0))
(assert (>= (+ 0 (ite x438 1 0) (ite x1270 -1 0)) 0))
(assert (<= (+ 0 (ite x437 -1 0) (ite x438 1 0) (ite x1270 -1 0)) 0))
(assert (>= (+ 0 (ite x437 -1 0) (ite x438 1 0)) 0))
(assert (>= (+ 0 (ite x439 1 0) (ite x1271 -1 0)) 0))
(assert (<= (+ 0 (ite x438 -1 0) (ite x439 1 0) (ite x1271 -1 0)) 0))
(assert (>= (+ 0 (ite x438 -1 0) (ite x439 1 0)) 0))
(assert (>= (+ 0 (ite x440 1 0) (ite x1272 -1 0)) 0))
(assert (<= (+ 0 (ite x439 -1 0) (ite x440 1 0) (ite x1272 -1 0)) 0))
(assert (>= (+ 0 (ite x439 -1 0) (ite x440 1 0)) 0))
(assert (>= (+ 0 (ite x441 1 0) (ite x1273 -1 0)) 0))
(assert (<= (+ 0 (ite x440 -1 0) (ite x441 1 0) (ite x1273 -1 0)) 0))
(assert (>= (+ 0 (ite x440 -1 0) (ite x441 1 0)) 0))
(assert (>= (+ 0 (ite x442 1 0) (ite x1274 -1 0)) 0))
(assert (<= (+ 0 (ite x441 -1 0) (ite x442 1 0) (ite x1274 -1 0)) 0))
(assert (>= (+ 0 (ite x441 -1 0) (ite x442 1 0)) 0))
(assert (>= (+ 0 (ite x443 1 0) (ite x1275 -1 0)) 0))
(assert (<= (+ 0 (ite x442 -1 0) (ite x443 1 0) (ite x1275 -1 0)) 0))
(assert (>= (+ 0 (ite x442 -1 0) (ite x443 1 0)) 0))
(assert (>= (+ 0 (ite x444 1 0) (ite x1276 -1 0)) 0))
(assert (<= (+ 0 (ite x443 -1 0) (ite x444 1 0) (ite x1276 -1 0)) 0))
(assert (>= (+ 0 (ite x443 -1 0) (ite x444 1 0)) 0))
(assert (>= (+ 0 (ite x445 1 0) (ite x1277 -1 0)) 0))
(assert (<= (+ 0 (ite x444 -1 0) (ite x445 1 0) (ite x1277 -1 0)) 0))
(assert (>= (+ 0 (ite x444 -1 0) (ite x445 1 0)) 0))
(assert (>= (+ 0 (ite x446 1 0) (ite x1278 -1 0)) 0))
(assert (<= (+ 0 (ite x445 -1 0) (ite x446 1 0) (ite x1278 -1 0)) 0))
(assert (>= (+ 0 (ite x445 -1 0) (ite x446 1 0)) 0))
(assert (>= (+ 0 (ite x447 1 0) (ite x1279 -1 0)) 0))
(assert (<= (+ 0 (ite x446 -1 0) (ite x447 1 0) (ite x1279 -1 0)) 0))
(assert (>= (+ 0 (ite x446 -1 0) (ite x447 1 0)) 0))
(assert (>= (+ 0 (ite x448 1 0) (ite x1280 -1 0)) 0))
(assert (<= (+ 0 (ite x447 -1 0) (ite x448 1 0) (ite x1280 -1 0)) 0))
(assert (>= (+ 0 (ite x447 -1 0) (ite x448 1 0)) 0))
(assert (<= (+ 0 (ite x449 1 0) (ite x1281 -1 0)) 0))
(assert (<= (+ 0 (ite x449 -1 0) (ite x450 1 0) (ite x1282 -1 0)) 0))
(assert (<= (+ 0 (ite x450 -1 0) (ite x451 1 0) (ite x1283 -1 0)) 0))
(assert (<= (+ 0 (ite x451 -1 0) (ite x452 1 0) (ite x1284 -1 0)) 0))
(assert (<= (+ 0 (ite x452 -1 0) (ite x453 1 0) (ite x1285 -1 0)) 0))
(assert (<= (+ 0 (ite x453 -1 0) (ite x454 1 0) (ite x1286 -1 0)) 0))
(assert (<= (+ 0 (ite x454 -1 0) (ite x455 1 0) (ite x1287 -1 0)) 0))
(assert (<= (+ 0 (ite x455 -1 0) (ite x456 1 0) (ite x1288 -1 0)) 0))
(assert (<= (+ 0 (ite x456 -1 0) (ite x457 1 0) (ite x1289 -1 0)) 0))
(assert (<= (+ 0 (ite x457 -1 0) (ite x458 1 0) (ite x1290 -1 0)) 0))
(assert (<= (+ 0 (ite x458 -1 0) (ite x459 1 0) (ite x1291 -1 0)) 0))
(assert (<= (+ 0 (ite x459 -1 0) (ite x460 1 0) (ite x1292 -1 0)) 0))
(assert (<= (+ 0 (ite x460 -1 0) (ite x461 1 0) (ite x1293 -1 0)) 0))
(assert (<= (+ 0 (ite x461 -1 0) (ite x462 1 0) (ite x1294 -1 0)) 0))
(assert (<= (+ 0 (ite x462 -1 0) (ite x463 1 0) (ite x1295 -1 0)) 0))
(assert (<= (+ 0 (ite x463 -1 0) (ite x464 1 0) (ite x1296 -1 0)) 0))
(assert (<= (+ 0 (ite x464 -1 0) (ite x465 1 0) (ite x1297 -1 0)) 0))
(assert (<= (+ 0 (ite x465 -1 0) (ite x466 1 0) (ite x1298 -1 0)) 0))
(assert (<= (+ 0 (ite x466 -1 0) (ite x467 1 0) (ite x1299 -1 0)) 0))
(assert (<= (+ 0 (ite x467 -1 0) (ite x468 1 0) (ite x1300 -1 0)) 0))
(assert (<= (+ 0 (ite x468 -1 0) (ite x469 1 0) (ite x1301 -1 0)) 0))
(assert (<= (+ 0 (ite x469 -1 0) (ite x470 1 0) (ite x1302 -1 0)) 0))
(assert (<= (+ 0 (ite x470 -1 0) (ite x471 1 0) (ite x1303 -1 0)) 0))
(assert (<= (+ 0 (ite x471 -1 0) (ite x472 1 0) (ite x1304 -1 0)) 0))
(assert (<= (+ 0 (ite x472 -1 0) (ite x473 1 0) (ite x1305 -1 0)) 0))
(assert (<= (+ 0 (ite x473 -1 0) (ite x474 1 0) (ite x1306 -1 0)) 0))
(assert (<= (+ 0 (ite x474 -1 0) (ite x475 1 0) (ite x1307 -1 0)) 0))
(assert (<= (+ 0 (ite x475 -1 0) (ite x476 1 0) (ite x1308 -1 0)) 0))
(assert (<= (+ 0 (ite x476 -1 0) (ite x477 1 0) (ite x1309 -1 0)) 0))
(assert (<= (+ 0 (ite x477 -1 0) (ite x478 1 0) (ite x1310 -1 0)) 0))
(assert (<= (+ 0 (ite x478 -1 0) (ite x479 1 0) (ite x1311 -1 0)) 0))
(assert (<= (+ 0 (ite x479 -1 0) (ite x480 1 0) (ite x1312 -1 0)) 0))
(assert (>= (+ 0 (ite x481 1 0) (ite x1313 -1 0)) 0))
(assert (<= (+ 0 (ite x481 1 0) (ite x1313 -1 0)) 0))
(assert (>= (+ 0 (ite x482 1 0) (ite x1314 -1 0)) 0))
(assert (<= (+ 0 (ite x481 -1 0) (ite x482 1 0) (ite x1314 -1 0)) 0))
(assert (>= (+ 0 (ite x481 -1 0) (ite x482 1 0)) 0))
(assert (>= (+ 0 (ite x483 1 0) (ite x1315 -1 0)) 0))
(assert (<= (+ 0 (ite x482 -1 0) (ite x483 1 0) (ite x1315 -1 0)) 0))
(assert (>= (+ 0 (ite x482 -1 0) (ite x483 1 0)) 0))
(assert (>= (+ 0 (ite x484 1 0) (ite x1316 -1 0)) 0))
(assert (<= (+ 0 (ite x483 -1 0) (ite x484 1 0) (ite x1316 -1 0)) 0))
(assert (>= (+ 0 (ite x483 -1 0) (ite x484 1 0)) 0))
(assert (>= (+ 0 (ite x485 1 0) (ite x1317 -1 0)) 0))
(assert (<= (+ 0 (ite x484 -1 0) (ite x485 1 0) (ite x1317 -1 0)) 0))
(assert (>= (+ 0 (ite x484 -1 0) (ite x485 1 0)) 0))
(assert (>= (+ 0 (ite x486 1 0) (ite x1318 -1 0)) 0))
(assert (<= (+ 0 (ite x485 -1 0) (ite x486 1 0) (ite x1318 -1 0)) 0))
(assert (>= (+ 0 (ite x485 -1 0) (ite x486 1 0)) 0))
(assert (>= (+ 0 (ite x487 1 0) (ite x1319 -1 0)) 0))
(assert (<= (+ 0 (ite x486 -1 0) (ite x487 1 0) (ite x1319 -1 0)) 0))
(assert (>= (+ 0 (ite x486 -1 0) (ite x487 1 0)) 0))
(assert (>= (+ 0 (ite x488 1 0) (ite x1320 -1 0)) 0))
(assert (<= (+ 0 (ite x487 -1 0) (ite x488 1 0) (ite x1320 -1 0)) 0))
(assert (>= (+ 0 (ite x487 -1 0) (ite x488 1 0)) 0))
(assert (>= (+ 0 (ite x489 1 0) (ite x1321 -1 0)) 0))
(assert (<= (+ 0 (ite x488 -1 0) (ite x489 1 0) (ite x1321 -1 0)) 0))
(assert (>= (+ 0 (ite x488 -1 0) (ite x489 1 0)) 0))
(assert (>= (+ 0 (ite x490 1 0) (ite x1322 -1 0)) 0))
(assert (<= (+ 0 (ite x489 -1 0) (ite x490 1 0) (ite x1322 -1 0)) 0))
(assert (>= (+ 0 (ite x489 -1 0) (ite x490 1 0)) 0))
(assert (>= (+ 0 (ite x491 1 0) (ite x1323 -1 0)) 0))
(assert (<= (+ 0 (ite x490 -1 0) (ite x491 1 0) (ite x1323 -1 0)) 0))
(assert (>= (+ 0 (ite x490 -1 0) (ite x491 1 0)) 0))
(assert (>= (+ 0 (ite x492 1 0) (ite x1324 -1 0)) 0))
(assert (<= (+ 0 (ite x491 -1 0) (ite x492 1 0) (ite x1324 -1 0)) 0))
(assert (>= (+ 0 (ite x491 -1 0) (ite x492 1 0)) 0))
(assert (>= (+ 0 (ite x493 1 0) (ite x1325 -1 0)) 0))
(assert (<= (+ 0 (ite x492 -1 0) (ite x493 1 0) (ite x1325 -1 0)) 0))
(assert (>= (+ 0 (ite x492 -1 0) (ite x493 1 0)) 0))
(assert (>= (+ 0 (ite x494 1 0) (ite x1326 -1 0)) 0))
(assert (<= (+ 0 (ite x493 -1 0) (ite x494 1 0) (ite x1326 -1 0)) 0))
(assert (>= (+ 0 (ite x493 -1 0) (ite x494 1 0)) 0))
(assert (>= (+ 0 (ite x495 1 0) (ite x1327 -1 0)) 0))
(assert (<= (+ 0 (ite x494 -1 0) (ite x495 1 0) (ite x1327 -1 0)) 0))
(assert (>= (+ 0 (ite x494 -1 0) (ite x495 1 0)) 0))
(assert (>= (+ 0 (ite x496 1 0) (ite x1328 -1 0)) 0))
(assert (<= (+ 0 (ite x495 -1 0) (ite x496 1 0) (ite x1328 -1 0)) 0))
(assert (>= (+ 0 (ite x495 -1 0) (ite x496 1 0)) 0))
(assert (>= (+ 0 (ite x497 1 0) (ite x1329 -1 0)) 0))
(assert (<= (+ 0 (ite x496 -1 0) (ite x497 1 0) (ite x1329 -1 0)) 0))
(assert (>= (+ 0 (ite x496 -1 0) (ite x497 1 0)) 0))
(assert (>= (+ 0 (ite x498 1 0) (ite x1330 -1 0)) 0))
(assert (<= (+ 0 (ite x497 -1 0) (ite x498 1 0) (ite x1330 -1 0)) 0))
(assert (>= (+ 0 (ite x497 -1 0) (ite x498 1 0)) 0))
(assert (>= (+ 0 (ite x499 1 0) (ite x1331 -1 0)) 0))
(assert (<= (+ 0 (ite x498 -1 0) (ite x499 1 0) (ite x1331 -1 0)) 0))
(assert (>= (+ 0 (ite x498 -1 0) (ite x499 1 0)) 0))
(assert (>= (+ 0 (ite x500 1 0) (ite x1332 -1 0)) 0))
(assert (<= (+ 0 (ite x499 -1 0) (ite x500 1 0) (ite x1332 -1 0)) 0))
(assert (>= (+ 0 (ite x499 -1 0) (ite x500 1 0)) 0))
(assert (>= (+ 0 (ite x501 1 0) (ite x1333 -1 0)) 0))
(assert (<= (+ 0 (ite x500 -1 0) (ite x501 1 0) (ite x1333 -1 0)) 0))
(assert (>= (+ 0 (ite x500 -1 0) (ite x501 1 0)) 0))
(assert (>= (+ 0 (ite x502 1 0) (ite x1334 -1 0)) 0))
(assert (<= (+ 0 (ite x501 -1 0) (ite x502 1 0) (ite x1334 -1 0)) 0))
(assert (>= (+ 0 (ite x501 -1 0) (ite x502 1 0)) 0))
(assert (>= (+ 0 (ite x503 1 0) (ite x1335 -1 0)) 0))
(assert (<= (+ 0 (ite x502 -1 0) (ite x503 1 0) (ite x1335 -1 0)) 0))
(assert (>= (+ 0 (ite x502 -1 0) (ite x503 1 0)) 0))
(assert (>= (+ 0 (ite x504 1 0) (ite x1336 -1 0)) 0))
(assert (<= (+ 0 (ite x503 -1 0) (ite x504 1 0) (ite x1336 -1 0)) 0))
(assert (>= (+ 0 (ite x503 -1 0) (ite x504 1 0)) 0))
(assert (>= (+ 0 (ite x505 1 0) (ite x1337 -1 0)) 0))
(assert (<= (+ 0 (ite x504 -1 0) (ite x505 1 0) (ite x1337 -1 0)) 0))
(assert (>= (+ 0 (ite x504 -1 0) (ite x505 1 0)) 0))
(assert (>= (+ 0 (ite x506 1 0) (ite x1338 -1 0)) 0))
(assert (<= (+ 0 (ite x505 -1 0) (ite x506 1 0) (ite x1338 -1 0)) 0))
(assert (>= (+ 0 (ite x505 -1 0) (ite x506 1 0)) 0))
(assert (>= (+ 0 (ite x507 1 0) (ite x1339 -1 0)) 0))
(assert (<= (+ 0 (ite x506 -1 0) (ite x507 1 0) (ite x1339 -1 0)) 0))
(assert (>= (+ 0 (ite x506 -1 0) (ite x507 1 0)) 0))
(assert (>= (+ 0 (ite x508 1 0) (ite x1340 -1 0)) 0))
(assert (<= (+ 0 (ite x507 -1 0) (ite x508 1 0) (ite x1340 -1 0)) 0))
(assert (>= (+ 0 (ite x507 -1 0) (ite x508 1 0)) 0))
(assert (>= (+ 0 (ite x509 1 0) (ite x1341 -1 0)) 0))
(assert (<= (+ 0 (ite x508 -1 0) (ite x509 1 0) (ite x1341 -1 0)) 0))
(assert (>= (+ 0 (ite x508 -1 0) (ite x509 1 0)) 0))
(assert (>= (+ 0 (ite x510 1 0) (ite x1342 -1 0)) 0))
(assert (<= (+ 0 (ite x509 -1 0) (ite x510 1 0) (ite x1342 -1 0)) 0))
(assert (>= (+ 0 (ite x509 -1 0) (ite x510 1 0)) 0))
(assert (>= (+ 0 (ite x511 1 0) (ite x1343 -1 0)) 0))
(assert (<= (+ 0 (ite x510 -1 0) (ite x511 1 0) (ite x1343 -1 0)) 0))
(assert (>= (+ 0 (ite x510 -1 0) (ite x511 1 0)) 0))
(assert (>= (+ 0 (ite x512 1 0) (ite x1344 -1 0)) 0))
(assert (<= (+ 0 (ite x511 -1 0) (ite x512 1 0) (ite x1344 -1 0)) 0))
(assert (>= (+ 0 (ite x511 -1 0) (ite x512 1 0)) 0))
(assert (>= (+ 0 (ite x513 1 0) (ite x1345 -1 0)) 0))
(assert (<= (+ 0 (ite x513 1 0) (ite x1345 -1 0)) 0))
(assert (>= (+ 0 (ite x514 1 0) (ite x1346 -1 0)) 0))
(assert (<= (+ 0 (ite x513 -1 0) (ite x514 1 0) (ite x1346 -1 0)) 0))
(assert (>= (+ 0 (ite x513 -1 0) (ite x514 1 0)) 0))
(assert (>= (+ 0 (ite x515 1 0) (ite x1347 -1 0)) 0))
(assert (<= (+ 0 (ite x514 -1 0) (ite x515 1 0) (ite x1347 -1 0)) 0))
(assert (>= (+ 0 (ite x514 -1 0) (ite x515 1 0)) 0))
(assert (>= (+ 0 (ite x516 1 0) (ite x1348 -1 0)) 0))
(assert (<= (+ 0 (ite x515 -1 0) (ite x516 1 0) (ite x1348 -1 0)) 0))
(assert (>= (+ 0 (ite x515 -1 0) (ite x516 1 0)) 0))
(assert (>= (+ 0 (ite x517 1 0) (ite x1349 -1 0)) 0))
(assert (<= (+ 0 (ite x516 -1 0) (ite x517 1 0) (ite x1349 -1 0)) 0))
(assert (>= (+ 0 (ite x516 -1 0) (ite x517 1 0)) 0))
(assert (>= (+ 0 (ite x518 1 0) (ite x1350 -1 0)) 0))
(assert (<= (+ 0 (ite x517 -1 0) (ite x518 1 0) (ite x1350 -1 0)) 0))
(assert (>= (+ 0 (ite x517 -1 0) (ite x518 1 0)) 0))
(assert (>= (+ 0 (ite x519 1 0) (ite x1351 -1 0)) 0))
(assert (<= (+ 0 (ite x518 -1 0) (ite x519 1 0) (ite x1351 -1 0)) 0))
(assert (>= (+ 0 (ite x518 -1 0) (ite x519 1 0)) 0))
(assert (>= (+ 0 (ite x520 1 0) (ite x1352 -1 0)) 0))
(assert (<= (+ 0 (ite x519 -1 0) (ite x520 1 0) (ite x1352 -1 0)) 0))
(assert (>= (+ 0 (ite x519 -1 0) (ite x520 1 0)) 0))
(assert (>= (+ 0 (ite x521 1 0) (ite x1353 -1 0)) 0))
(assert (<= (+ 0 (ite x520 -1 0) (ite x521 1 0) (ite x1353 -1 0)) 0))
(assert (>= (+ 0 (ite x520 -1 0) (ite x521 1 0)) 0))
(assert (>= (+ 0 (ite x522 1 0) (ite x1354 -1 0)) 0))
(assert (<= (+ 0 (ite x521 -1 0) (ite x522 1 0) (ite x1354 -1 0)) 0))
(assert (>= (+ 0 (ite x521 -1 0) (ite x522 1 0)) 0))
(assert (>= (+ 0 (ite x523 1 0) (ite x1355 -1 0)) 0))
(assert (<= (+ 0 (ite x522 -1 0) (ite x523 1 0) (ite x1355 -1 0)) 0))
(assert (>= (+ 0 (ite x522 -1 0) (ite x523 1 0)) 0))
(assert (>= (+ 0 (ite x524 1 0) (ite x1356 -1 0)) 0))
(assert (<= (+ 0 (ite x523 -1 0) (ite x524 1 0) (ite x1356 -1 0)) 0))
(assert (>= (+ 0 (ite x523 -1 0) (ite x524 1 0)) 0))
(assert (>= (+ 0 (ite x525 1 0) (ite x1357 -1 0)) 0))
(assert (<= (+ 0 (ite x524 -1 0) (ite x525 1 0) (ite x1357 -1 0)) 0))
(assert (>= (+ 0 (ite x524 -1 0) (ite x525 1 0)) 0))
(assert (>= (+ 0 (ite x526 1 0) (ite x1358 -1 0)) 0))
(assert (<= (+ 0 (ite x525 -1 0) (ite x526 1 0) (ite x1358 -1 0)) 0))
(assert (>= (+ 0 (ite x525 -1 0) (ite x526 1 0)) 0))
(assert (>= (+ 0 (ite x527 1 0) (ite x1359 -1 0)) 0))
(assert (<= (+ 0 (ite x526 -1 0) (ite x527 1 0) (ite x1359 -1 0)) 0))
(assert (>= (+ 0 (ite x526 -1 0) (ite x527 1 0)) 0))
(assert (>= (+ 0 (ite x528 1 0) (ite x1360 -1 0)) 0))
(assert (<= (+ 0 (ite x527 -1 0) (ite x528 1 0) (ite x1360 -1 0)) 0))
(assert (>= (+ 0 (ite x527 -1 0) (ite x528 1 0)) 0))
(assert (>= (+ 0 (ite x529 1 0) (ite x1361 -1 0)) 0))
(assert (<= (+ 0 (ite x528 -1 0) (ite x529 1 0) (ite x1361 -1 0)) 0))
(assert (>= (+ 0 (ite x528 -1 0) (ite x529 1 0)) 0))
(assert (>= (+ 0 (ite x530 1 0) (ite x1362 -1 0)) 0))
(assert (<= (+ 0 (ite x529 -1 0) (ite x530 1 0) (ite x1362 -1 0)) 0))
(assert (>= (+ 0 (ite x529 -1 0) (ite x530 1 0)) 0))
(assert (>= (+ 0 (ite x531 1 0) (ite x1363 -1 0)) 0))
(assert (<= (+ 0 (ite x530 -1 0) (ite x531 1 0) (ite x1363 -1 0)) 0))
(assert (>= (+ 0 (ite x530 -1 0) (ite x531 1 0)) 0))
(assert (>= (+ 0 (ite x532 1 0) (ite x1364 -1 0)) 0))
(assert (<= (+ 0 (ite x531 -1 0) (ite x532 1 0) (ite x1364 -1 0)) 0))
(assert (>= (+ 0 (ite x531 -1 0) (ite x532 1 0)) 0))
(assert (>= (+ 0 (ite x533 1 0) (ite x1365 -1 0)) 0))
(assert (<= (+ 0 (ite x532 -1 0) (ite x533 1 0) (ite x1365 -1 0)) 0))
(assert (>= (+ 0 (ite x532 -1 0) (ite x533 1 0)) 0))
(assert (>= (+ 0 (ite x534 1 0) (ite x1366 -1 0)) 0))
(assert (<= (+ 0 (ite x533 -1 0) (ite x534 1 0) (ite x1366 -1 0)) 0))
(assert (>= (+ 0 (ite x533 -1 0) (ite x534 1 0)) 0))
(assert (>= (+ 0 (ite x535 1 0) (ite x1367 -1 0)) 0))
(assert (<= (+ 0 (ite x534 -1 0) (ite x535 1 0) (ite x1367 -1 0)) 0))
(assert (>= (+ 0 (ite x534 -1 0) (ite x535 1 0)) 0))
(assert (>= (+ 0 (ite x536 1 0) (ite x1368 -1 0)) 0))
(assert (<= (+ 0 (ite x535 -1 0) (ite x536 1 0) (ite x1368 -1 0)) 0))
(assert (>= (+ 0 (ite x535 -1 0) (ite x536 1 0)) 0))
(assert (>= (+ 0 (ite x537 1 0) (ite x1369 -1 0)) 0))
(assert (<= (+ 0 (ite x536 -1 0) (ite x537 1 0) (ite x1369 -1 0)) 0))
(assert (>= (+ 0 (ite x536 -1 0) (ite x537 1 0)) 0))
(assert (>= (+ 0 (ite x538 1 0) (ite x1370 -1 0)) 0))
(assert (<= (+ 0 (ite x537 -1 0) (ite x538 1 0) (ite x1370 -1 0)) 0))
(assert (>= (+ 0 (ite x537 -1 0) (ite x538 1 0)) 0))
(assert (>= (+ 0 (ite x539 1 0) (ite x1371 -1 0)) 0))
(assert (<= (+ 0 (ite x538 -1 0) (ite x539 1 0) (ite x1371 -1 0)) 0))
(assert (>= (+ 0 (ite x538 -1 0) (ite x539 1 0)) 0))
(assert (>= (+ 0 (ite x540 1 0) (ite x1372 -1 0)) 0))
(assert (<= (+ 0 (ite x539 -1 0) (ite x540 1 0) (ite x1372 -1 0)) 0))
(assert (>= (+ 0 (ite x539 -1 0) (ite x540 1 0)) 0))
(assert (>= (+ 0 (ite x541 1 0) (ite x1373 -1 0)) 0))
(assert (<= (+ 0 (ite x540 -1 0) (ite x541 1 0) (ite x1373 -1 0)) 0))
(assert (>= (+ 0 (ite x540 -1 0) (ite x541 1 0)) 0))
(assert (>= (+ 0 (ite x542 1 0) (ite x1374 -1 0)) 0))
(assert (<= (+ 0 (ite x541 -1 0) (ite x542 1 0) (ite x1374 -1 0)) 0))
(assert (>= (+ 0 (ite x541 -1 0) (ite x542 1 0)) 0))
(assert (>= (+ 0 (ite x543 1 0) (ite x1375 -1 0)) 0))
(assert (<= (+ 0 (ite x542 -1 0) (ite x543 1 0) (ite x1375 -1 0)) 0))
(assert (>= (+ 0 (ite x542 -1 0) (ite x543 1 0)) 0))
(assert (>= (+ 0 (ite x544 1 0) (ite x1376 -1 0)) 0))
(assert (<= (+ 0 (ite x543 -1 0) (ite x544 1 0) (ite x1376 -1 0)) 0))
(assert (>= (+ 0 (ite x543 -1 0) (ite x544 1 0)) 0))
(assert (>= (+ 0 (ite x545 1 0) (ite x1377 -1 0)) 0))
(assert (<= (+ 0 (ite x545 1 0) (ite x1377 -1 0)) 0))
(assert (>= (+ 0 (ite x546 1 0) (ite x1378 -1 0)) 0))
(assert (<= (+ 0 (ite x545 -1 0) (ite x546 1 0) (ite x1378 -1 0)) 0))
(assert (>= (+ 0 (ite x545 -1 0) (ite x546 1 0)) 0))
(assert (>= (+ 0 (ite x547 1 0) (ite x1379 -1 0)) 0))
(assert (<= (+ 0 (ite x546 -1 0) (ite x547 1 0) (ite x1379 -1 0)) 0))
(assert (>= (+ 0 (ite x546 -1 0) (ite x547 1 0)) 0))
(assert (>= (+ 0 (ite x548 1 0) (ite x1380 -1 0)) 0))
(assert (<= (+ 0 (ite x547 -1 0) (ite x548 1 0) (ite x1380 -1 0)) 0))
(assert (>= (+ 0 (ite x547 -1 0) (ite x548 1 0)) 0))
(assert (>= (+ 0 (ite x549 1 0) (ite x1381 -1 0)) 0))
(assert (<= (+ 0 (ite x548 -1 0) (ite x549 1 0) (ite x1381 -1 0)) 0))
(assert (>= (+ 0 (ite x548 -1 0) (ite x549 1 0)) 0))
(assert (>= (+ 0 (ite x550 1 0) (ite x1382 -1 0)) 0))
(assert (<= (+ 0 (ite x549 -1 0) (ite x550 1 0) (ite x1382 -1 0)) 0))
(assert (>= (+ 0 (ite x549 -1 0) (ite x550 1 0)) 0))
(assert (>= (+ 0 (ite x551 1 0) (ite x1383 -1 0)) 0))
(assert (<= (+ 0 (ite x550 -1 0) (ite x551 1 0) (ite x1383 -1 0)) 0))
(assert (>= (+ 0 (ite x550 -1 0) (ite x551 1 0)) 0))
(assert (>= (+ 0 (ite x552 1 0) (ite x1384 -1 0)) 0))
(assert (<= (+ 0 (ite x551 -1 0) (ite x552 1 0) (ite x1384 -1 0)) 0))
(assert (>= (+ 0 (ite x551 -1 0) (ite x552 1 0)) 0))
(assert (>= (+ 0 (ite x553 1 0) (ite x1385 -1 0)) 0))
(assert (<= (+ 0 (ite x552 -1 0) (ite x553 1 0) (ite x1385 -1 0)) 0))
(assert (>= (+ 0 (ite x552 -1 0) (ite x553 1 0)) 0))
(assert (>= (+ 0 (ite x554 1 0) (ite x1386 -1 0)) 0))
(assert (<= (+ 0 (ite x553 -1 0) (ite x554 1 0) (ite x1386 -1 0)) 0))
(assert (>= (+ 0 (ite x553 -1 0) (ite x554 1 0)) 0))
(assert (>= (+ 0 (ite x555 1 0) (ite x1387 -1 0)) 0))
(assert (<= (+ 0 (ite x554 -1 0) (ite x555 1 0) (ite x1387 -1 0)) 0))
(assert (>= (+ 0 (ite x554 -1 0) (ite x555 1 0)) 0))
(assert (>= (+ 0 (ite x556 1 0) (ite x1388 -1 0)) 0))
(assert (<= (+ 0 (ite x555 -1 0) (ite x556 1 0) (ite x1388 -1 0)) 0))
(assert (>= (+ 0 (ite x555 -1 0) (ite x556 1 0)) 0))
(assert (>= (+ 0 (ite x557 1 0) (ite x1389 -1 0)) 0))
(assert (<= (+ 0 (ite x556 -1 0) (ite x557 1 0) (ite x1389 -1 0)) 0))
(assert (>= (+ 0 (ite x556 -1 0) (ite x557 1 0)) 0))
(assert (>= (+ 0 (ite x558 1 0) (ite x1390 -1 0)) 0))
(assert (<= (+ 0 (ite x557 -1 0) (ite x558 1 0) (ite x1390 -1 0)) 0))
(assert (>= (+ 0 (ite x557 -1 0) (ite x558 1 0)) 0))
(assert (>= (+ 0 (ite x559 1 0) (ite x1391 -1 0)) 0))
(assert (<= (+ 0 (ite x558 -1 0) (ite x559 1 0) (ite x1391 -1 0)) 0))
(assert (>= (+ 0 (ite x558 -1 0) (ite x559 1 0)) 0))
(assert (>= (+ 0 (ite x560 1 0) (ite x1392 -1 0)) 0))
(assert (<= (+ 0 (ite x559 -1 0) (ite x560 1 0) (ite x1392 -1 0)) 0))
(assert (>= (+ 0 (ite x559 -1 0) (ite x560 1 0)) 0))
(assert (>= (+ 0 (ite x561 1 0) (ite x1393 -1 0)) 0))
(assert (<= (+ 0 (ite x560 -1 0) (ite x561 1 0) (ite x1393 -1 0)) 0))
(assert (>= (+ 0 (ite x560 -1 0) (ite x561 1 0)) 0))
(assert (>= (+ 0 (ite x562 1 0) (ite x1394 -1 0)) 0))
(assert (<= (+ 0 (ite x561 -1 0) (ite x562 1 0) (ite x1394 -1 0)) 0))
(assert (>= (+ 0 (ite x561 -1 0) (ite x562 1 0)) 0))
(assert (>= (+ 0 (ite x563 1 0) (ite x1395 -1 0)) 0))
(assert (<= (+ 0 (ite x562 -1 0) (ite x563 1 0) (ite x1395 -1 0)) 0))
(assert (>= (+ 0 (ite x562 -1 0) (ite x563 1 0)) 0))
(assert (>= (+ 0 (ite x564 1 0) (ite x1396 -1 0)) 0))
(assert (<= (+ 0 (ite x563 -1 0) (ite x564 1 0) (ite x1396 -1 0)) 0))
(assert (>= (+ 0 (ite x563 -1 0) (ite x564 1 0)) 0))
(assert (>= (+ 0 (ite x565 1 0) (ite x1397 -1 0)) 0))
(assert (<= (+ 0 (ite x564 -1 0) (ite x565 1 0) (ite x1397 -1 0)) 0))
(assert (>= (+ 0 (ite x564 -1 0) (ite x565 1 0)) 0))
(assert (>= (+ 0 (ite x566 1 0) (ite x1398 -1 0)) 0))
(assert (<= (+ 0 (ite x565 -1 0) (ite x566 1 0) (ite x1398 -1 0)) 0))
(assert (>= (+ 0 (ite x565 -1 0) (ite x566 1 0)) 0))
(assert (>= (+ 0 (ite x567 1 0) (ite x1399 -1 0)) 0))
(assert (<= (+ 0 (ite x566 -1 0) (ite x567 1 0) (ite x1399 -1 0)) 0))
(assert (>= (+ 0 (ite x566 -1 0) (ite x567 1 0)) 0))
(assert (>= (+ 0 (ite x568 1 0) (ite x1400 -1 0)) 0))
(assert (<= (+ 0 (ite x567 -1 0) (ite x568 1 0) (ite x1400 -1 0)) 0))
(assert (>= (+ 0 (ite x567 -1 0) (ite x568 1 0)) 0))
(assert (>= (+ 0 (ite x569 1 0) (ite x1401 -1 0)) 0))
(assert (<= (+ 0 (ite x568 -1 0) (ite x569 1 0) (ite x1401 -1 0)) 0))
(assert (>= (+ 0 (ite x568 -1 0) (ite x569 1 0)) 0))
(assert (>= (+ 0 (ite x570 1 0) (ite x1402 -1 0)) 0))
(assert (<= (+ 0 (ite x569 -1 0) (ite x570 1 0) (ite x1402 -1 0)) 0))
(assert (>= (+ 0 (ite x569 -1 0) (ite x570 1 0)) 0))
(assert (>= (+ 0 (ite x571 1 0) (ite x1403 -1 0)) 0))
(assert (<= (+ 0 (ite x570 -1 0) (ite x571 1 0) (ite x1403 -1 0)) 0))
(assert (>= (+ 0 (ite x570 -1 0) (ite x571 1 0)) 0))
(assert (>= (+ 0 (ite x572 1 0) (ite x1404 -1 0)) 0))
(assert (<= (+ 0 (ite x571 -1 0) (ite x572 1 0) (ite x1404 -1 0)) 0))
(assert (>= (+ 0 (ite x571 -1 0) (ite x572 1 0)) 0))
(assert (>= (+ 0 (ite x573 1 0) (ite x1405 -1 0)) 0))
(assert (<= (+ 0 (ite x572 -1 0) (ite x573 1 0) (ite x1405 -1 0)) 0))
(assert (>= (+ 0 (ite x572 -1 0) (ite x573 1 0)) 0))
(assert (>= (+ 0 (ite x574 1 0) (ite x1406 -1 0)) 0))
(assert (<= (+ 0 (ite x573 -1 0) (ite x574 1 0) (ite x1406 -1 0)) 0))
(assert (>= (+ 0 (ite x573 -1 0) (ite x574 1 0)) 0))
(assert (>= (+ 0 (ite x575 1 0) (ite x1407 -1 0)) 0))
(assert (<= (+ 0 (ite x574 -1 0) (ite x575 1 0) (ite x1407 -1 0)) 0))
(assert (>= (+ 0 (ite x574 -1 0) (ite x575 1 0)) 0))
(assert (>= (+ 0 (ite x576 1 0) (ite x1408 -1 0)) 0))
(assert (<= (+ 0 (ite x575 -1 0) (ite x576 1 0) (ite x1408 -1 0)) 0))
(assert (>= (+ 0 (ite x575 -1 0) (ite x576 1 0)) 0))
(assert (<= (+ 0 (ite x577 1 0) (ite x1409 -1 0)) 0))
(assert (<= (+ 0 (ite x577 -1 0) (ite x578 1 0) (ite x1410 -1 0)) 0))
(assert (<= (+ 0 (ite x578 -1 0) (ite x579 1 0) (ite x1411 -1 0)) 0))
(assert (<= (+ 0 (ite x579 -1 0) (ite x580 1 0) (ite x1412 -1 0)) 0))
(assert (<= (+ 0 (ite x580 -1 0) (ite x581 1 0) (ite x1413 -1 0)) 0))
(assert (<= (+ 0 (ite x581 -1 0) (ite x582 1 0) (ite x1414 -1 0)) 0))
(assert (<= (+ 0 (ite x582 -1 0) (ite x583 1 0) (ite x1415 -1 0)) 0))
(assert (<= (+ 0 (ite x583 -1 0) (ite x584 1 0) (ite x1416 -1 0)) 0))
(assert (<= (+ 0 (ite x584 -1 0) (ite x585 1 0) (ite x1417 -1 0)) 0))
(assert (<= (+ 0 (ite x585 -1 0) (ite x586 1 0) (ite x1418 -1 0)) 0))
(assert (<= (+ 0 (ite x586 -1 0) (ite x587 1 0) (ite x1419 -1 0)) 0))
(assert (<= (+ 0 (ite x587 -1 0) (ite x588 1 0) (ite x1420 -1 0)) 0))
(assert (<= (+ 0 (ite x588 -1 0) (ite x589 1 0) (ite x1421 -1 0)) 0))
(assert (<= (+ 0 (ite x589 -1 0) (ite x590 1 0) (ite x1422 -1 0)) 0))
(assert (<= (+ 0 (ite x590 -1 0) (ite x591 1 0) (ite x1423 -1 0)) 0))
(assert (<= (+ 0 (ite x591 -1 0) (ite x592 1 0) (ite x1424 -1 0)) 0))
(assert (<= (+ 0 (ite x592 -1 0) (ite x593 1 0) (ite x1425 -1 0)) 0))
(assert (<= (+ 0 (ite x593 -1 0) (ite x594 1 0) (ite x1426 -1 0)) 0))
(assert (<= (+ 0 (ite x594 -1 0) (ite x595 1 0) (ite x1427 -1 0)) 0))
(assert (<= (+ 0 (ite x595 -1 0) (ite x596 1 0) (ite x1428 -1 0)) 0))
(assert (<= (+ 0 (ite x596 -1 0) (ite x597 1 0) (ite x1429 -1 0)) 0))
(assert (<= (+ 0 (ite x597 -1 0) (ite x598 1 0) (ite x1430 -1 0)) 0))
(assert (<= (+ 0 (ite x598 -1 0) (ite x599 1 0) (ite x1431 -1 0)) 0))
(assert (<= (+ 0 (ite x599 -1 0) (ite x600 1 0) (ite x1432 -1 0)) 0))
(assert (<= (+ 0 (ite x600 -1 0) (ite x601 1 0) (ite x1433 -1 0)) 0))
(assert (<= (+ 0 (ite x601 -1 0) (ite x602 1 0) (ite x1434 -1 0)) 0))
(assert (<= (+ 0 (ite x602 -1 0) (ite x603 1 0) (ite x1435 -1 0)) 0))
(assert (<= (+ 0 (ite x603 -1 0) (ite x604 1 0) (ite x1436 -1 0)) 0))
(assert (<= (+ 0 (ite x604 -1 0) (ite x605 1 0) (ite x1437 -1 0)) 0))
(assert (<= (+ 0 (ite x605 -1 0) (ite x606 1 0) (ite x1438 -1 0)) 0))
(assert (<= (+ 0 (ite x606 -1 0) (ite x607 1 0) (ite x1439 -1 0)) 0))
(assert (<= (+ 0 (ite x607 -1 0) (ite x608 1 0) (ite x1440 -1 0)) 0))
(assert (>= (+ 0 (ite x609 1 0) (ite x1441 -1 0)) 0))
(assert (<= (+ 0 (ite x609 1 0) (ite x1441 -1 0)) 0))
(assert (>= (+ 0 (ite x610 1 0) (ite x1442 -1 0)) 0))
(assert (<= (+ 0 (ite x609 -1 0) (ite x610 1 0) (ite x1442 -1 0)) 0))
(assert (>= (+ 0 (ite x609 -1 0) (ite x610 1 0)) 0))
(assert (>= (+ 0 (ite x611 1 0) (ite x1443 -1 0)) 0))
(assert (<= (+ 0 (ite x610 -1 0) (ite x611 1 0) (ite x1443 -1 0)) 0))
(assert (>= (+ 0 (ite x610 -1 0) (ite x611 1 0)) 0))
(assert (>= (+ 0 (ite x612 1 0) (ite x1444 -1 0)) 0))
(assert (<= (+ 0 (ite x611 -1 0) (ite x612 1 0) (ite x1444 -1 0)) 0))
(assert (>= (+ 0 (ite x611 -1 0) (ite x612 1 0)) 0))
(assert (>= (+ 0 (ite x613 1 0) (ite x1445 -1 0)) 0))
(assert (<= (+ 0 (ite x612 -1 0) (ite x613 1 0) (ite x1445 -1 0)) 0))
(assert (>= (+ 0 (ite x612 -1 0) (ite x613 1 0)) 0))
(assert (>= (+ 0 (ite x614 1 0) (ite x1446 -1 0)) 0))
(assert (<= (+ 0 (ite x613 -1 0) (ite x614 1 0) (ite x1446 -1 0)) 0))
(assert (>= (+ 0 (ite x613 -1 0) (ite x614 1 0)) 0))
(assert (>= (+ 0 (ite x615 1 0) (ite x1447 -1 0)) 0))
(assert (<= (+ 0 (ite x614 -1 0) (ite x615 1 0) (ite x1447 -1 0)) 0))
(assert (>= (+ 0 (ite x614 -1 0) (ite x615 1 0)) 0))
(assert (>= (+ 0 (ite x616 1 0) (ite x1448 -1 0)) 0))
(assert (<= (+ 0 (ite x615 -1 0) (ite x616 1 0) (ite x1448 -1 0)) 0))
(assert (>= (+ 0 (ite x615 -1 0) (ite x616 1 0)) 0))
(assert (>= (+ 0 (ite x617 1 0) (ite x1449 -1 0)) 0))
(assert (<= (+ 0 (ite x616 -1 0) (ite x617 1 0) (ite x1449 -1 0)) 0))
(assert (>= (+ 0 (ite x616 -1 0) (ite x617 1 0)) 0))
(assert (>= (+ 0 (ite x618 1 0) (ite x1450 -1 0)) 0))
(assert (<= (+ 0 (ite x617 -1 0) (ite x618 1 0) (ite x1450 -1 0)) 0))
(assert (>= (+ 0 (ite x617 -1 0) (ite x618 1 0)) 0))
(assert (>= (+ 0 (ite x619 1 0) (ite x1451 -1 0)) 0))
(assert (<= (+ 0 (ite x618 -1 0) (ite x619 1 0) (ite x1451 -1 0)) 0))
(assert (>= (+ 0 (ite x618 -1 0) (ite x619 1 0)) 0))
(assert (>= (+ 0 (ite x620 1 0) (ite x1452 -1 0)) 0))
(assert (<= (+ 0 (ite x619 -1 0) (ite x620 1 0) (ite x1452 -1 0)) 0))
(assert (>= (+ 0 (ite x619 -1 0) (ite x620 1 0)) 0))
(assert (>= (+ 0 (ite x621 1 0) (ite x1453 -1 0)) 0))
(assert (<= (+ 0 (ite x620 -1 0) (ite x621 1 0) (ite x1453 -1 0)) 0))
(assert (>= (+ 0 (ite x620 -1 0) (ite x621 1 0)) 0))
(assert (>= (+ 0 (ite x622 1 0) (ite x1454 -1 0)) 0))
(assert (<= (+ 0 (ite x621 -1 0) (ite x622 1 0) (ite x1454 -1 0)) 0))
(assert (>= (+ 0 (ite x621 -1 0) (ite x622 1 0)) 0))
(assert (>= (+ 0 (ite x623 1 0) (ite x1455 -1 0)) 0))
(assert (<= (+ 0 (ite x622 -1 0) (ite x623 1 0) (ite x1455 -1 0)) 0))
(assert (>= (+ 0 (ite x622 -1 0) (ite x623 1 0)) 0))
(assert (>= (+ 0 (ite x624 1 0) (ite x1456 -1 0)) 0))
(assert (<= (+ 0 (ite x623 -1 0) (ite x624 1 0) (ite x1456 -1 0)) 0))
(assert (>= (+ 0 (ite x623 -1 0) (ite x624 1 0)) 0))
(assert (>= (+ 0 (ite x625 1 0) (ite x1457 -1 0)) 0))
(assert (<= (+ 0 (ite x624 -1 0) (ite x625 1 0) (ite x1457 -1 0)) 0))
(assert (>= (+ 0 (ite x624 -1 0) (ite x625 1 0)) 0))
(assert (>= (+ 0 (ite x626 1 0) (ite x1458 -1 0)) 0))
(assert (<= (+ 0 (ite x625 -1 0) (ite x626 1 0) (ite x1458 -1 0)) 0))
(assert (>= (+ 0 (ite x625 -1 0) (ite x626 1 0)) 0))
(assert (>= (+ 0 (ite x627 1 0) (ite x1459 -1 0)) 0))
(assert (<= (+ 0 (ite x626 -1 0) (ite x627 1 0) (ite x1459 -1 0)) 0))
(assert (>= (+ 0 (ite x626 -1 0) (ite x627 1 0)) 0))
(assert (>= (+ 0 (ite x628 1 0) (ite x1460 -1 0)) 0))
(assert (<= (+ 0 (ite x627 -1 0) (ite x628 1 0) (ite x1460 -1 0)) 0))
(assert (>= (+ 0 (ite x627 -1 0) (ite x628 1 0)) 0))
(assert (>= (+ 0 (ite x629 1 0) (ite x1461 -1 0)) 0))
(assert (<= (+ 0 (ite x628 -1 0) (ite x629 1 0) (ite x1461 -1 0)) 0))
(assert (>= (+ 0 (ite x628 -1 0) (ite x629 1 0)) 0))
(assert (>= (+ 0 (ite x630 1 0) (ite x1462 -1 0)) 0))
(assert (<= (+ 0 (ite x629 -1 0) (ite x630 1 0) (ite x1462 -1 0)) 0))
(assert (>= (+ 0 (ite x629 -1 0) (ite x630 1 0)) 0))
(assert (>= (+ 0 (ite x631 1 0) (ite x1463 -1 0)) 0))
(assert (<= (+ 0 (ite x630 -1 0) (ite x631 1 0) (ite x1463 -1 0)) 0))
(assert (>= (+ 0 (ite x630 -1 0) (ite x631 1 0)) 0))
(assert (>= (+ 0 (ite x632 1 0) (ite x1464 -1 0)) 0))
(assert (<= (+ 0 (ite x631 -1 0) (ite x632 1 0) (ite x1464 -1 0)) 0))
(assert (>= (+ 0 (ite x631 -1 0) (ite x632 1 0)) 0))
(assert (>= (+ 0 (ite x633 1 0) (ite x1465 -1 0)) 0))
(assert (<= (+ 0 (ite x632 -1 0) (ite x633 1 0) (ite x1465 -1 0)) 0))
(assert (>= (+ 0 (ite x632 -1 0) (ite x633 1 0)) 0))
(assert (>= (+ 0 (ite x634 1 0) (ite x1466 -1 0)) 0))
(assert (<= (+ 0 (ite x633 -1 0) (ite x634 1 0) (ite x1466 -1 0)) 0))
(assert (>= (+ 0 (ite x633 -1 0) (ite x634 1 0)) 0))
(assert (>= (+ 0 (ite x635 1 0) (ite x1467 -1 0)) 0))
(assert (<= (+ 0 (ite x634 -1 0) (ite x635 1 0) (ite x1467 -1 0)) 0))
(assert (>= (+ 0 (ite x634 -1 0) (ite x635 1 0)) 0))
(assert (>= (+ 0 (ite x636 1 0) (ite x1468 -1 0)) 0))
(assert (<= (+ 0 (ite x635 -1 0) (ite x636 1 0) (ite x1468 -1 0)) 0))
(assert (>= (+ 0 (ite x635 -1 0) (ite x636 1 0)) 0))
(assert (>= (+ 0 (ite x637 1 0) (ite x1469 -1 0)) 0))
(assert (<= (+ 0 (ite x636 -1 0) (ite x637 1 0) (ite x1469 -1 0)) 0))
(assert (>= (+ 0 (ite x636 -1 0) (ite x637 1 0)) 0))
(assert (>= (+ 0 (ite x638 1 0) (ite x1470 -1 0)) 0))
(assert (<= (+ 0 (ite x637 -1 0) (ite x638 1 0) (ite x1470 -1 0)) 0))
(assert (>= (+ 0 (ite x637 -1 0) (ite x638 1 0)) 0))
(assert (>= (+ 0 (ite x639 1 0) (ite x1471 -1 0)) 0))
(assert (<= (+ 0 (ite x638 -1 0) (ite x639 1 0) (ite x1471 -1 0)) 0))
(assert (>= (+ 0 (ite x638 -1 0) (ite x639 1 0)) 0))
(assert (>= (+ 0 (ite x640 1 0) (ite x1472 -1 0)) 0))
(assert (<= (+ 0 (ite x639 -1 0) (ite x640 1 0) (ite x1472 -1 0)) 0))
(assert (>= (+ 0 (ite x639 -1 0) (ite x640 1 0)) 0))
(assert (>= (+ 0 (ite x641 1 0) (ite x1473 -1 0)) 0))
(assert (<= (+ 0 (ite x641 1 0) (ite x1473 -1 0)) 0))
(assert (>= (+ 0 (ite x642 1 0) (ite x1474 -1 0)) 0))
(assert (<= (+ 0 (ite x641 -1 0) (ite x642 1 0) (ite x1474 -1 0)) 0))
(assert (>= (+ 0 (ite x641 -1 0) (ite x642 1 0)) 0))
(assert (>= (+ 0 (ite x643 1 0) (ite x1475 -1 0)) 0))
(assert (<= (+ 0 (ite x642 -1 0) (ite x643 1 0) (ite x1475 -1 0)) 0))
(assert (>= (+ 0 (ite x642 -1 0) (ite x643 1 0)) 0))
(assert (>= (+ 0 (ite x644 1 0) (ite x1476 -1 0)) 0))
(assert (<= (+ 0 (ite x643 -1 0) (ite x644 1 0) (ite x1476 -1 0)) 0))
(assert (>= (+ 0 (ite x643 -1 0) (ite x644 1 0)) 0))
(assert (>= (+ 0 (ite x645 1 0) (ite x1477 -1 0)) 0))
(assert (<= (+ 0 (ite x644 -1 0) (ite x645 1 0) (ite x1477 -1 0)) 0))
(assert (>= (+ 0 (ite x644 -1 0) (ite x645 1 0)) 0))
(assert (>= (+ 0 (ite x646 1 0) (ite x1478 -1 0)) 0))
(assert (<= (+ 0 (ite x645 -1 0) (ite x646 1 0) (ite x1478 -1 0)) 0))
(assert (>= (+ 0 (ite x645 -1 0) (ite x646 1 0)) 0))
(assert (>= (+ 0 (ite x647 1 0) (ite x1479 -1 0)) 0))
(assert (<= (+ 0 (ite x646 -1 0) (ite x647 1 0) (ite x1479 -1 0)) 0))
(assert (>= (+ 0 (ite x646 -1 0) (ite x647 1 0)) 0))
(assert (>= (+ 0 (ite x648 1 0) (ite x1480 -1 0)) 0))
(assert (<= (+ 0 (ite x647 -1 0) (ite x648 1 0) (ite x1480 -1 0)) 0))
(assert (>= (+ 0 (ite x647 -1 0) (ite x648 1 0)) 0))
(assert (>= (+ 0 (ite x649 1 0) (ite x1481 -1 0)) 0))
(assert (<= (+ 0 (ite x648 -1 0) (ite x649 1 0) (ite x1481 -1 0)) 0))
(assert (>= (+ 0 (ite x648 -1 0) (ite x649 1 0)) 0))
(assert (>= (+ 0 (ite x650 1 0) (ite x1482 -1 0)) 0))
(assert (<= (+ 0 (ite x649 -1 0) (ite x650 1 0) (ite x1482 -1 0)) 0))
(assert (>= (+ 0 (ite x649 -1 0) (ite x650 1 0)) 0))
(assert (>= (+ 0 (ite x651 1 0) (ite x1483 -1 0)) 0))
(assert (<= (+ 0 (ite x650 -1 0) (ite x651 1 0) (ite x1483 -1 0)) 0))
(assert (>= (+ 0 (ite x650 -1 0) (ite x651 1 0)) 0))
(assert (>= (+ 0 (ite x652 1 0) (ite x1484 -1 0)) 0))
(assert (<= (+ 0 (ite x651 -1 0) (ite x652 1 0) (ite x1484 -1 0)) 0))
(assert (>= (+ 0 (ite x651 -1 0) (ite x652 1 0)) 0))
(assert (>= (+ 0 (ite x653 1 0) (ite x1485 -1 0)) 0))
(assert (<= (+ 0 (ite x652 -1 0) (ite x653 1 0) (ite x1485 -1 0)) 0))
(assert (>= (+ 0 (ite x652 -1 0) (ite x653 1 0)) 0))
(assert (>= (+ 0 (ite x654 1 0) (ite x1486 -1 0)) 0))
(assert (<= (+ 0 (ite x653 -1 0) (ite x654 1 0) (ite x1486 -1 0)) 0))
(assert (>= (+ 0 (ite x653 -1 0) (ite x654 1 0)) 0))
(assert (>= (+ 0 (ite x655 1 0) (ite x1487 -1 0)) 0))
(assert (<= (+ 0 (ite x654 -1 0) (ite x655 1 0) (ite x1487 -1 0)) 0))
(assert (>= (+ 0 (ite x654 -1 0) (ite x655 1 0)) 0))
(assert (>= (+ 0 (ite x656 1 0) (ite x1488 -1 0)) 0))
(assert (<= (+ 0 (ite x655 -1 0) (ite x656 1 0) (ite x1488 -1 0)) 0))
(assert (>= (+ 0 (ite x655 -1 0) (ite x656 1 0)) 0))
(assert (>= (+ 0 (ite x657 1 0) (ite x1489 -1 0)) 0))
(assert (<= (+ 0 (ite x656 -1 0) (ite x657 1 0) (ite x1489 -1 0)) 0))
(assert (>= (+ 0 (ite x656 -1 0) (ite x657 1 0)) 0))
(assert (>= (+ 0 (ite x658 1 0) (ite x1490 -1 0)) 0))
(assert (<= (+ 0 (ite x657 -1 0) (ite x658 1 0) (ite x1490 -1 0)) 0))
(assert (>= (+ 0 (ite x657 -1 0) (ite x658 1 0)) 0))
(assert (>= (+ 0 (ite x659 1 0) (ite x1491 -1 0)) 0))
(assert (<= (+ 0 (ite x658 -1 0) (ite x659 1 0) (ite x1491 -1 0)) 0))
(assert (>= (+ 0 (ite x658 -1 0) (ite x659 1 0)) 0))
(assert (>= (+ 0 (ite x660 1 0) (ite x1492 -1 0)) 0))
(assert (<= (+ 0 (ite x659 -1 0) (ite x660 1 0) (ite x1492 -1 0)) 0))
(assert (>= (+ 0 (ite x659 -1 0) (ite x660 1 0)) 0))
(assert (>= (+ 0 (ite x661 1 0) (ite x1493 -1 0)) 0))
(assert (<= (+ 0 (ite x660 -1 0) (ite x661 1 0) (ite x1493 -1 0)) 0))
(assert (>= (+ 0 (ite x660 -1 0) (ite x661 1 0)) 0))
(assert (>= (+ 0 (ite x662 1 0) (ite x1494 -1 0)) 0))
(assert (<= (+ 0 (ite x661 -1 0) (ite x662 1 0) (ite x1494 -1 0)) 0))
(assert (>= (+ 0 (ite x661 -1 0) (ite x662 1 0)) 0))
(assert (>= (+ 0 (ite x663 1 0) (ite x1495 -1 0)) 0))
(assert (<= (+ 0 (ite x662 -1 0) (ite x663 1 0) (ite x1495 -1 0)) 0))
(assert (>= (+ 0 (ite x662 -1 0) (ite x663 1 0)) 0))
(assert (>= (+ 0 (ite x664 1 0) (ite x1496 -1 0)) 0))
(assert (<= (+ 0 (ite x663 -1 0) (ite x664 1 0) (ite x1496 -1 0)) 0))
(assert (>= (+ 0 (ite x663 -1 0) (ite x664 1 0)) 0))
(assert (>= (+ 0 (ite x665 1 0) (ite x1497 -1 0)) 0))
(assert (<= (+ 0 (ite x664 -1 0) (ite x665 1 0) (ite x1497 -1 0)) 0))
(assert (>= (+ 0 (ite x664 -1 0) (ite x665 1 0)) 0))
(assert (>= (+ 0 (ite x666 1 0) (ite x1498 -1 0)) 0))
(assert (<= (+ 0 (ite x665 -1 0) (ite x666 1 0) (ite x1498 -1 0)) 0))
(assert (>= (+ 0 (ite x665 -1 0) (ite x666 1 0)) 0))
(assert (>= (+ 0 (ite x667 1 0) (ite x1499 -1 0)) 0))
(assert (<= (+ 0 (ite x666 -1 0) (ite x667 1 0) (ite x1499 -1 0)) 0))
(assert (>= (+ 0 (ite x666 -1 0) (ite x667 1 0)) 0))
(assert (>= (+ 0 (ite x668 1 0) (ite x1500 -1 0)) 0))
(assert (<= (+ 0 (ite x667 -1 0) (ite x668 1 0) (ite x1500 -1 0)) 0))
(assert (>= (+ 0 (ite x667 -1 0) (ite x668 1 0)) 0))
(assert (>= (+ 0 (ite x669 1 0) (ite x1501 -1 0)) 0))
(assert (<= (+ 0 (ite x668 -1 0) (ite x669 1 0) (ite x1501 -1 0)) 0))
(assert (>= (+ 0 (ite x668 -1 0) (ite x669 1 0)) 0))
(assert (>= (+ 0 (ite x670 1 0) (ite x1502 -1 0)) 0))
(assert (<= (+ 0 (ite x669 -1 0) (ite x670 1 0) (ite x1502 -1 0)) 0))
(assert (>= (+ 0 (ite x669 -1 0) (ite x670 1 0)) 0))
(assert (>= (+ 0 (ite x671 1 0) (ite x1503 -1 0)) 0))
(assert (<= (+ 0 (ite x670 -1 0) (ite x671 1 0) (ite x1503 -1 0)) 0))
(assert (>= (+ 0 (ite x670 -1 0) (ite x671 1 0)) 0))
(assert (>= (+ 0 (ite x672 1 0) (ite x1504 -1 0)) 0))
(assert (<= (+ 0 (ite x671 -1 0) (ite x672 1 0) (ite x1504 -1 0)) 0))
(assert (>= (+ 0 (ite x671 -1 0) (ite x672 1 0)) 0))
(assert (>= (+ 0 (ite x673 1 0) (ite x1505 -1 0)) 0))
(assert (<= (+ 0 (ite x673 1 0) (ite x1505 -1 0)) 0))
(assert (>= (+ 0 (ite x674 1 0) (ite x1506 -1 0)) 0))
(assert (<= (+ 0 (ite x673 -1 0) (ite x674 1 0) (ite x1506 -1 0)) 0))
(assert (>= (+ 0 (ite x673 -1 0) (ite x674 1 0)) 0))
(assert (>= (+ 0 (ite x675 1 0) (ite x1507 -1 0)) 0))
(assert (<= (+ 0 (ite x674 -1 0) (ite x675 1 0) (ite x1507 -1 0)) 0))
(assert (>= (+ 0 (ite x674 -1 0) (ite x675 1 0)) 0))
(assert (>= (+ 0 (ite x676 1 0) (ite x1508 -1 0)) 0))
(assert (<= (+ 0 (ite x675 -1 0) (ite x676 1 0) (ite x1508 -1 0)) 0))
(assert (>= (+ 0 (ite x675 -1 0) (ite x676 1 0)) 0))
(assert (>= (+ 0 (ite x677 1 0) (ite x1509 -1 0)) 0))
(assert (<= (+ 0 (ite x676 -1 0) (ite x677 1 0) (ite x1509 -1 0)) 0))
(assert (>= (+ 0 (ite x676 -1 0) (ite x677 1 0)) 0))
(assert (>= (+ 0 (ite x678 1 0) (ite x1510 -1 0)) 0))
(assert (<= (+ 0 (ite x677 -1 0) (ite x678 1 0) (ite x1510 -1 0)) 0))
(assert (>= (+ 0 (ite x677 -1 0) (ite x678 1 0)) 0))
(assert (>= (+ 0 (ite x679 1 0) (ite x1511 -1 0)) 0))
(assert (<= (+ 0 (ite x678 -1 0) (ite x679 1 0) (ite x1511 -1 0)) 0))
(assert (>= (+ 0 (ite x678 -1 0) (ite x679 1 0)) 0))
(assert (>= (+ 0 (ite x680 1 0) (ite x1512 -1 0)) 0))
(assert (<= (+ 0 (ite x679 -1 0) (ite x680 1 0) (ite x1512 -1 0)) 0))
(assert (>= (+ 0 (ite x679 -1 0) (ite x680 1 0)) 0))
(assert (>= (+ 0 (ite x681 1 0) (ite x1513 -1 0)) 0))
(assert (<= (+ 0 (ite x680 -1 0) (ite x681 1 0) (ite x1513 -1 0)) 0))
(assert (>= (+ 0 (ite x680 -1 0) (ite x681 1 0)) 0))
(assert (>= (+ 0 (ite x682 1 0) (ite x1514 -1 0)) 0))
(assert (<= (+ 0 (ite x681 -1 0) (ite x682 1 0) (ite x1514 -1 0)) 0))
(assert (>= (+ 0 (ite x681 -1 0) (ite x682 1 0)) 0))
(assert (>= (+ 0 (ite x683 1 0) (ite x1515 -1 0)) 0))
(assert (<= (+ 0 (ite x682 -1 0) (ite x683 1 0) (ite x1515 -1 0)) 0))
(assert (>= (+ 0 (ite x682 -1 0) (ite x683 1 0)) 0))
(assert (>= (+ 0 (ite x684 1 0) (ite x1516 -1 0)) 0))
(assert (<= (+ 0 (ite x683 -1 0) (ite x684 1 0) (ite x1516 -1 0)) 0))
(assert (>= (+ 0 (ite x683 -1 0) (ite x684 1 0)) 0))
(assert (>= (+ 0 (ite x685 1 0) (ite x1517 -1 0)) 0))
(assert (<= (+ 0 (ite x684 -1 0) (ite x685 1 0) (ite x1517 -1 0)) 0))
(assert (>= (+ 0 (ite x684 -1 0) (ite x685 1 0)) 0))
(assert (>= (+ 0 (ite x686 1 0) (ite x1518 -1 0)) 0))
(assert (<= (+ 0 (ite x685 -1 0) (ite x686 1 0) (ite x1518 -1 0)) 0))
(assert (>= (+ 0 (ite x685 -1 0) (ite x686 1 0)) 0))
(assert (>= (+ 0 (ite x687 1 0) (ite x1519 -1 0)) 0))
(assert (<= (+ 0 (ite x686 -1 0) (ite x687 1 0) (ite x1519 -1 0)) 0))
(assert (>= (+ 0 (ite x686 -1 0) (ite x687 1 0)) 0))
(assert (>= (+ 0 (ite x688 1 0) (ite x1520 -1 0)) 0))
(assert (<= (+ 0 (ite x687 -1 0) (ite x688 1 0) (ite x1520 -1 0)) 0))
(assert (>= (+ 0 (ite x687 -1 0) (ite x688 1 0)) 0))
(assert (>= (+ 0 (ite x689 1 0) (ite x1521 -1 0)) 0))
(assert (<= (+ 0 (ite x688 -1 0) (ite x689 1 0) (ite x1521 -1 0)) 0))
(assert (>= (+ 0 (ite x688 -1 0) (ite x689 1 0)) 0))
(assert (>= (+ 0 (ite x690 1 0) (ite x1522 -1 0)) 0))
(assert (<= (+ 0 (ite x689 -1 0) (ite x690 1 0) (ite x1522 -1 0)) 0))
(assert (>= (+ 0 (ite x689 -1 0) (ite x690 1 0)) 0))
(assert (>= (+ 0 (ite x691 1 0) (ite x1523 -1 0)) 0))
(assert (<= (+ 0 (ite x690 -1 0) (ite x691 1 0) (ite x1523 -1 0)) 0))
(assert (>= (+ 0 (ite x690 -1 0) (ite x691 1 0)) 0))
(assert (>= (+ 0 (ite x692 1 0) (ite x1524 -1 0)) 0))
(assert (<= (+ 0 (ite x691 -1 0) (ite x692 1 0) (ite x1524 -1 0)) 0))
(assert (>= (+ 0 (ite x691 -1 0) (ite x692 1 0)) 0))
(assert (>= (+ 0 (ite x693 1 0) (ite x1525 -1 0)) 0))
(assert (<= (+ 0 (ite x692 -1 0) (ite x693 1 0) (ite x1525 -1 0)) 0))
(assert (>= (+ 0 (ite x692 -1 0) (ite x693 1 0)) 0))
(assert (>= (+ 0 (ite x694 1 0) (ite x1526 -1 0)) 0))
(assert (<= (+ 0 (ite x693 -1 0) (ite x694 1 0) (ite x1526 -1 0)) 0))
(assert (>= (+ 0 (ite x693 -1 0) (ite x694 1 0)) 0))
(assert (>= (+ 0 (ite x695 1 0) (ite x1527 -1 0)) 0))
(assert (<= (+ 0 (ite x694 -1 0) (ite x695 1 0) (ite x1527 -1 0)) 0))
(assert (>= (+ 0 (ite x694 -1 0) (ite x695 1 0)) 0))
(assert (>= (+ 0 (ite x696 1 0) (ite x1528 -1 0)) 0))
(assert (<= (+ 0 (ite x695 -1 0) (ite x696 1 0) (ite x1528 -1 0)) 0))
(assert (>= (+ 0 (ite x695 -1 0) (ite x696 1 0)) 0))
(assert (>= (+ 0 (ite x697 1 0) (ite x1529 -1 0)) 0))
(assert (<= (+ 0 (ite x696 -1 0) (ite x697 1 0) (ite x1529 -1 0)) 0))
(assert (>= (+ 0 (ite x696 -1 0) (ite x697 1 0)) 0))
(assert (>= (+ 0 (ite x698 1 0) (ite x1530 -1 0)) 0))
(assert (<= (+ 0 (ite x697 -1 0) (ite x698 1 0) (ite x1530 -1 0)) 0))
(assert (>= (+ 0 (ite x697 -1 0) (ite x698 1 0)) 0))
(assert (>= (+ 0 (ite x699 1 0) (ite x1531 -1 0)) 0))
(assert (<= (+ 0 (ite x698 -1 0) (ite x699 1 0) (ite x1531 -1 0)) 0))
(assert (>= (+ 0 (ite x698 -1 0) (ite x699 1 0)) 0))
(assert (>= (+ 0 (ite x700 1 0) (ite x1532 -1 0)) 0))
(assert (<= (+ 0 (ite x699 -1 0) (ite x700 1 0) (ite x1532 -1 0)) 0))
(assert (>= (+ 0 (ite x699 -1 0) (ite x700 1 0)) 0))
(assert (>= (+ 0 (ite x701 1 0) (ite x1533 -1 0)) 0))
(assert (<= (+ 0 (ite x700 -1 0) (ite x701 1 0) (ite x1533 -1 0)) 0))
(assert (>= (+ 0 (ite x700 -1 0) (ite x701 1 0)) 0))
(assert (>= (+ 0 (ite x702 1 0) (ite x1534 -1 0)) 0))
(assert (<= (+ 0 (ite x701 -1 0) (ite x702 1 0) (ite x1534 -1 0)) 0))
(assert (>= (+ 0 (ite x701 -1 0) (ite x702 1 0)) 0))
(assert (>= (+ 0 (ite x703 1 0) (ite x1535 -1 0)) 0))
(assert (<= (+ 0 (ite x702 -1 0) (ite x703 1 0) (ite x1535 -1 0)) 0))
(assert (>= (+ 0 (ite x702 -1 0) (ite x703 1 0)) 0))
(assert (>= (+ 0 (ite x704 1 0) (ite x1536 -1 0)) 0))
(assert (<= (+ 0 (ite x703 -1 0) (ite x704 1 0) (ite x1536 -1 0)) 0))
(assert (>= (+ 0 (ite x703 -1 0) (ite x704 1 0)) 0))
(assert (<= (+ 0 (ite x705 1 0) (ite x1537 -1 0)) 0))
(assert (<= (+ 0 (ite x705 -1 0) (ite x706 1 0) (ite x1538 -1 0)) 0))
(assert (<= (+ 0 (ite x706 -1 0) (ite x707 1 0) (ite x1539 -1 0)) 0))
(assert (<= (+ 0 (ite x707 -1 0) (ite x708 1 0) (ite x1540 -1 0)) 0))
(assert (<= (+ 0 (ite x708 -1 0) (ite x709 1 0) (ite x1541 -1 0)) 0))
(assert (<= (+ 0 (ite x709 -1 0) (ite x710 1 0) (ite x1542 -1 0)) 0))
(assert (<= (+ 0 (ite x710 -1 0) (ite x711 1 0) (ite x1543 -1 0)) 0))
(assert (<= (+ 0 (ite x711 -1 0) (ite x712 1 0) (ite x1544 -1 0)) 0))
(assert (<= (+ 0 (ite x712 -1 0) (ite x713 1 0) (ite x1545 -1 0)) 0))
(assert (<= (+ 0 (ite x713 -1 0) (ite x714 1 0) (ite x1546 -1 0)) 0))
(assert (<= (+ 0 (ite x714 -1 0) (ite x715 1 0) (ite x1547 -1 0)) 0))
(assert (<= (+ 0 (ite x715 -1 0) (ite x716 1 0) (ite x1548 -1 0)) 0))
(assert (<= (+ 0 (ite x716 -1 0) (ite x717 1 0) (ite x1549 -1 0)) 0))
(assert (<= (+ 0 (ite x717 -1 0) (ite x718 1 0) (ite x1550 -1 0)) 0))
(assert (<= (+ 0 (ite x718 -1 0) (ite x719 1 0) (ite x1551 -1 0)) 0))
(assert (<= (+ 0 (ite x719 -1 0) (ite x720 1 0) (ite x1552 -1 0)) 0))
(assert (<= (+ 0 (ite x720 -1 0) (ite x721 1 0) (ite x1553 -1 0)) 0))
(assert (<= (+ 0 (ite x721 -1 0) (ite x722 1 0) (ite x1554 -1 0)) 0))
(assert (<= (+ 0 (ite x722 -1 0) (ite x723 1 0) (ite x1555 -1 0)) 0))
(assert (<= (+ 0 (ite x723 -1 0) (ite x724 1 0) (ite x1556 -1 0)) 0))
(assert (<= (+ 0 (ite x724 -1 0) (ite x725 1 0) (ite x1557 -1 0)) 0))
(assert (<= (+ 0 (ite x725 -1 0) (ite x726 1 0) (ite x1558 -1 0)) 0))
(assert (<= (+ 0 (ite x726 -1 0) (ite x727 1 0) (ite x1559 -1 0)) 0))
(assert (<= (+ 0 (ite x727 -1 0) (ite x728 1 0) (ite x1560 -1 0)) 0))
(assert (<= (+ 0 (ite x728 -1 0) (ite x729 1 0) (ite x1561 -1 0)) 0))
(assert (<= (+ 0 (ite x729 -1 0) (ite x730 1 0) (ite x1562 -1 0)) 0))
(assert (<= (+ 0 (ite x730 -1 0) (ite x731 1 0) (ite x1563 -1 0)) 0))
(assert (<= (+ 0 (ite x731 -1 0) (ite x732 1 0) (ite x1564 -1 0)) 0))
(assert (<= (+ 0 (ite x732 -1 0) (ite x733 1 0) (ite x1565 -1 0)) 0))
(assert (<= (+ 0 (ite x733 -1 0) (ite x734 1 0) (ite x1566 -1 0)) 0))
(assert (<= (+ 0 (ite x734 -1 0) (ite x735 1 0) (ite x1567 -1 0)) 0))
(assert (<= (+ 0 (ite x735 -1 0) (ite x736 1 0) (ite x1568 -1 0)) 0))
(assert (>= (+ 0 (ite x737 1 0) (ite x1569 -1 0)) 0))
(assert (<= (+ 0 (ite x737 1 0) (ite x1569 -1 0)) 0))
(assert (>= (+ 0 (ite x738 1 0) (ite x1570 -1 0)) 0))
(assert (<= (+ 0 (ite x737 -1 0) (ite x738 1 0) (ite x1570 -1 0)) 0))
(assert (>= (+ 0 (ite x737 -1 0) (ite x738 1 0)) 0))
(assert (>= (+ 0 (ite x739 1 0) (ite x1571 -1 0)) 0))
(assert (<= (+ 0 (ite x738 -1 0) (ite x739 1 0) (ite x1571 -1 0)) 0))
(assert (>= (+ 0 (ite x738 -1 0) (ite x739 1 0)) 0))
(assert (>= (+ 0 (ite x740 1 0) (ite x1572 -1 0)) 0))
(assert (<= (+ 0 (ite x739 -1 0) (ite x740 1 0) (ite x1572 -1 0)) 0))
(assert (>= (+ 0 (ite x739 -1 0) (ite x740 1 0)) 0))
(assert (>= (+ 0 (ite x741 1 0) (ite x1573 -1 0)) 0))
(assert (<= (+ 0 (ite x740 -1 0) (ite x741 1 0) (ite x1573 -1 0)) 0))
(assert (>= (+ 0 (ite x740 -1 0) (ite x741 1 0)) 0))
(assert (>= (+ 0 (ite x742 1 0) (ite x1574 -1 0)) 0))
(assert (<= (+ 0 (ite x741 -1 0) (ite x742 1 0) (ite x1574 -1 0)) 0))
(assert (>= (+ 0 (ite x741 -1 0) (ite x742 1 0)) 0))
(assert (>= (+ 0 (ite x743 1 0) (ite x1575 -1 0)) 0))
(assert (<= (+ 0 (ite x742 -1 0) (ite x743 1 0) (ite x1575 -1 0)) 0))
(assert (>= (+ 0 (ite x742 -1 0) (ite x743 1 0)) 0))
(assert (>= (+ 0 (ite x744 1 0) (ite x1576 -1 0)) 0))
(assert (<= (+ 0 (ite x743 -1 0) (ite x744 1 0) (ite x1576 -1 0)) 0))
(assert (>= (+ 0 (ite x743 -1 0) (ite x744 1 0)) 0))
(assert (>= (+ 0 (ite x745 1 0) (ite x1577 -1 0)) 0))
(assert (<= (+ 0 (ite x744 -1 0) (ite x745 1 0) (ite x1577 -1 0)) 0))
(assert (>= (+ 0 (ite x744 -1 0) (ite x745 1 0)) 0))
(assert (>= (+ 0 (ite x746 1 0) (ite x1578 -1 0)) 0))
(assert (<= (+ 0 (ite x745 -1 0) (ite x746 1 0) (ite x1578 -1 0)) 0))
(assert (>= (+ 0 (ite x745 -1 0) (ite x746 1 0)) 0))
(assert (>= (+ 0 (ite x747 1 0) (ite x1579 -1 0)) 0))
(assert (<= (+ 0 (ite x746 -1 0) (ite x747 1 0) (ite x1579 -1 0)) 0))
(assert (>= (+ 0 (ite x746 -1 0) (ite x747 1 0)) 0))
(assert (>= (+ 0 (ite x748 1 0) (ite x1580 -1 0)) 0))
(assert (<= (+ 0 (ite x747 -1 0) (ite x748 1 0) (ite x1580 -1 0)) 0))
(assert (>= (+ 0 (ite x747 -1 0) (ite x748 1 0)) 0))
(assert (>= (+ 0 (ite x749 1 0) (ite x1581 -1 0)) 0))
(assert (<= (+ 0 (ite x748 -1 0) (ite x749 1 0) (ite x1581 -1 0)) 0))
(assert (>= (+ 0 (ite x748 -1 0) (ite x749 1 0)) 0))
(assert (>= (+ 0 (ite x750 1 0) (ite x1582 -1 0)) 0))
(assert (<= (+ 0 (ite x749 -1 0) (ite x750 1 0) (ite x1582 -1 0)) 0))
(assert (>= (+ 0 (ite x749 -1 0) (ite x750 1 0)) 0))
(assert (>= (+ 0 (ite x751 1 0) (ite x1583 -1 0)) 0))
(assert (<= (+ 0 (ite x750 -1 0) (ite x751 1 0) (ite x1583 -1 0)) 0))
(assert (>= (+ 0 (ite x750 -1 0) (ite x751 1 0)) 0))
(assert (>= (+ 0 (ite x752 1 0) (ite x1584 -1 0)) 0))
(assert (<= (+ 0 (ite x751 -1 0) (ite x752 1 0) (ite x1584 -1 0)) 0))
(assert (>= (+ 0 (ite x751 -1 0) (ite x752 1 0)) 0))
(assert (>= (+ 0 (ite x753 1 0) (ite x1585 -1 0)) 0))
(assert (<= (+ 0 (ite x752 -1 0) (ite x753 1 0) (ite x1585 -1 0)) 0))
(assert (>= (+ 0 (ite x752 -1 0) (ite x753 1 0)) 0))
(assert (>= (+ 0 (ite x754 1 0) (ite x1586 -1 0)) 0))
(assert (<= (+ 0 (ite x753 -1 0) (ite x754 1 0) (ite x1586 -1 0)) 0))
(assert (>= (+ 0 (ite x753 -1 0) (ite x754 1 0)) 0))
(assert (>= (+ 0 (ite x755 1 0) (ite x1587 -1 0)) 0))
(assert (<= (+ 0 (ite x754 -1 0) (ite x755 1 0) (ite x1587 -1 0)) 0))
(assert (>= (+ 0 (ite x754 -1 0) (ite x755 1 0)) 0))
(assert (>= (+ 0 (ite x756 1 0) (ite x1588 -1 0)) 0))
(assert (<= (+ 0 (ite x755 -1 0) (ite x756 1 0) (ite x1588 -1 0)) 0))
(assert (>= (+ 0 (ite x755 -1 0) (ite x756 1 0)) 0))
(assert (>= (+ 0 (ite x757 1 0) (ite x1589 -1 0)) 0))
(assert (<= (+ 0 (ite x756 -1 0) (ite x757 1 0) (ite x1589 -1 0)) 0))
(assert (>= (+ 0 (ite x756 -1 0) (ite x757 1 0)) 0))
(assert (>= (+ 0 (ite x758 1 0) (ite x1590 -1 0)) 0))
(assert (<= (+ 0 (ite x757 -1 0) (ite x758 1 0) (ite x1590 -1 0)) 0))
(assert (>= (+ 0 (ite x757 -1 0) (ite x758 1 0)) 0))
(assert (>= (+ 0 (ite x759 1 0) (ite x1591 -1 0)) 0))
(assert (<= (+ 0 (ite x758 -1 0) (ite x759 1 0) (ite x1591 -1 0)) 0))
(assert (>= (+ 0 (ite x758 -1 0) (ite x759 1 0)) 0))
(assert (>= (+ 0 (ite x760 1 0) (ite x1592 -1 0)) 0))
(assert (<= (+ 0 (ite x759 -1 0) (ite x760 1 0) (ite x1592 -1 0)) 0))
(assert (>= (+ 0 (ite x759 -1 0) (ite x760 1 0)) 0))
(assert (>= (+ 0 (ite x761 1 0) (ite x1593 -1 0)) 0))
(assert (<= (+ 0 (ite x760 -1 0) (ite x761 1 0) (ite x1593 -1 0)) 0))
(assert (>= (+ 0 (ite x760 -1 0) (ite x761 1 0)) 0))
(assert (>= (+ 0 (ite x762 1 0) (ite x1594 -1 0)) 0))
(assert (<= (+ 0 (ite x761 -1 0) (ite x762 1 0) (ite x1594 -1 0)) 0))
(assert (>= (+ 0 (ite x761 -1 0) (ite x762 1 0)) 0))
(assert (>= (+ 0 (ite x763 1 0) (ite x1595 -1 0)) 0))
(assert (<= (+ 0 (ite x762 -1 0) (ite x763 1 0) (ite x1595 -1 0)) 0))
(assert (>= (+ 0 (ite x762 -1 0) (ite x763 1 0)) 0))
(assert (>= (+ 0 (ite x764 1 0) (ite x1596 -1 0)) 0))
(assert (<= (+ 0 (ite x763 -1 0) (ite x764 1 0) (ite x1596 -1 0)) 0))
(assert (>= (+ 0 (ite x763 -1 0) (ite x764 1 0)) 0))
(assert (>= (+ 0 (ite x765 1 0) (ite x1597 -1 0)) 0))
(assert (<= (+ 0 (ite x764 -1 0) (ite x765 1 0) (ite x1597 -1 0)) 0))
(assert (>= (+ 0 (ite x764 -1 0) (ite x765 1 0)) 0))
(assert (>= (+ 0 (ite x766 1 0) (ite x1598 -1 0)) 0))
(assert (<= (+ 0 (ite x765 -1 0) (ite x766 1 0) (ite x1598 -1 0)) 0))
(assert (>= (+ 0 (ite x765 -1 0) (ite x766 1 0)) 0))
(assert (>= (+ 0 (ite x767 1 0) (ite x1599 -1 0)) 0))
(assert (<= (+ 0 (ite x766 -1 0) (ite x767 1 0) (ite x1599 -1 0)) 0))
(assert (>= (+ 0 (ite x766 -1 0) (ite x767 1 0)) 0))
(assert (>= (+ 0 (ite x768 1 0) (ite x1600 -1 0)) 0))
(assert (<= (+ 0 (ite x767 -1 0) (ite x768 1 0) (ite x1600 -1 0)) 0))
(assert (>= (+ 0 (ite x767 -1 0) (ite x768 1 0)) 0))
(assert (>= (+ 0 (ite x769 1 0) (ite x1601 -1 0)) 0))
(assert (<= (+ 0 (ite x769 1 0) (ite x1601 -1 0)) 0))
(assert (>= (+ 0 (ite x770 1 0) (ite x1602 -1 0)) 0))
(assert (<= (+ 0 (ite x769 -1 0) (ite x770 1 0) (ite x1602 -1 0)) 0))
(assert (>= (+ 0 (ite x769 -1 0) (ite x770 1 0)) 0))
(assert (>= (+ 0 (ite x771 1 0) (ite x1603 -1 0)) 0))
(assert (<= (+ 0 (ite x770 -1 0) (ite x771 1 0) (ite x1603 -1 0)) 0))
(assert (>= (+ 0 (ite x770 -1 0) (ite x771 1 0)) 0))
(assert (>= (+ 0 (ite x772 1 0) (ite x1604 -1 0)) 0))
(assert (<= (+ 0 (ite x771 -1 0) (ite x772 1 0) (ite x1604 -1 0)) 0))
(assert (>= (+ 0 (ite x771 -1 0) (ite x772 1 0)) 0))
(assert (>= (+ 0 (ite x773 1 0) (ite x1605 -1 0)) 0))
(assert (<= (+ 0 (ite x772 -1 0) (ite x773 1 0) (ite x1605 -1 0)) 0))
(assert (>= (+ 0 (ite x772 -1 0) (ite x773 1 0)) 0))
(assert (>= (+ 0 (ite x774 1 0) (ite x1606 -1 0)) 0))
(assert (<= (+ 0 (ite x773 -1 0) (ite x774 1 0) (ite x1606 -1 0)) 0))
(assert (>= (+ 0 (ite x773 -1 0) (ite x774 1 0)) 0))
(assert (>= (+ 0 (ite x775 1 0) (ite x1607 -1 0)) 0))
(assert (<= (+ 0 (ite x774 -1 0) (ite x775 1 0) (ite x1607 -1 0)) 0))
(assert (>= (+ 0 (ite x774 -1 0) (ite x775 1 0)) 0))
(assert (>= (+ 0 (ite x776 1 0) (ite x1608 -1 0)) 0))
(assert (<= (+ 0 (ite x775 -1 0) (ite x776 1 0) (ite x1608 -1 0)) 0))
(assert (>= (+ 0 (ite x775 -1 0) (ite x776 1 0)) 0))
(assert (>= (+ 0 (ite x777 1 0) (ite x1609 -1 0)) 0))
(assert (<= (+ 0 (ite x776 -1 0) (ite x777 1 0) (ite x1609 -1 0)) 0))
(assert (>= (+ 0 (ite x776 -1 0) (ite x777 1 0)) 0))
(assert (>= (+ 0 (ite x778 1 0) (ite x1610 -1 0)) 0))
(assert (<= (+ 0 (ite x777 -1 0) (ite x778 1 0) (ite x1610 -1 0)) 0))
(assert (>= (+ 0 (ite x777 -1 0) (ite x778 1 0)) 0))
(assert (>= (+ 0 (ite x779 1 0) (ite x1611 -1 0)) 0))
(assert (<= (+ 0 (ite x778 -1 0) (ite x779 1 0) (ite x1611 -1 0)) 0))
(assert (>= (+ 0 (ite x778 -1 0) (ite x779 1 0)) 0))
(assert (>= (+ 0 (ite x780 1 0) (ite x1612 -1 0)) 0))
(assert (<= (+ 0 (ite x779 -1 0) (ite x780 1 0) (ite x1612 -1 0)) 0))
(assert (>= (+ 0 (ite x779 -1 0) (ite x780 1 0)) 0))
(assert (>= (+ 0 (ite x781 1 0) (ite x1613 -1 0)) 0))
(assert (<= (+ 0 (ite x780 -1 0) (ite x781 1 0) (ite x1613 -1 0)) 0))
(assert (>= (+ 0 (ite x780 -1 0) (ite x781 1 0)) 0))
(assert (>= (+ 0 (ite x782 1 0) (ite x1614 -1 0)) 0))
(assert (<= (+ 0 (ite x781 -1 0) (ite x782 1 0) (ite x1614 -1 0)) 0))
(assert (>= (+ 0 (ite x781 -1 0) (ite x782 1 0)) 0))
(assert (>= (+ 0 (ite x783 1 0) (ite x1615 -1 0)) 0))
(assert (<= (+ 0 (ite x782 -1 0) (ite x783 1 0) (ite x1615 -1 0)) 0))
(assert (>= (+ 0 (ite x782 -1 0) (ite x783 1 0)) 0))
(assert (>= (+ 0 (ite x784 1 0) (ite x1616 -1 0)) 0))
(assert (<= (+ 0 (ite x783 -1 0) (ite x784 1 0) (ite x1616 -1 0)) 0))
(assert (>= (+ 0 (ite x783 -1 0) (ite x784 1 0)) 0))
(assert (>= (+ 0 (ite x785 1 0) (ite x1617 -1 0)) 0))
(assert (<= (+ 0 (ite x784 -1 0) (ite x785 1 0) (ite x1617 -1 0)) 0))
(assert (>= (+ 0 (ite x784 -1 0) (ite x785 1 0)) 0))
(assert (>= (+ 0 (ite x786 1 0) (ite x1618 -1 0)) 0))
(assert (<= (+ 0 (ite x785 -1 0) (ite x786 1 0) (ite x1618 -1 0)) 0))
(assert (>= (+ 0 (ite x785 -1 0) (ite x786 1 0)) 0))
(assert (>= (+ 0 (ite x787 1 0) (ite x1619 -1 0)) 0))
(assert (<= (+ 0 (ite x786 -1 0) (ite x787 1 0) (ite x1619 -1 0)) 0))
(assert (>= (+ 0 (ite x786 -1 0) (ite x787 1 0)) 0))
(assert (>= (+ 0 (ite x788 1 0) (ite x1620 -1 0)) 0))
(assert (<= (+ 0 (ite x787 -1 0) (ite x788 1 0) (ite x1620 -1 0)) 0))
(assert (>= (+ 0 (ite x787 -1 0) (ite x788 1 0)) 0))
(assert (>= (+ 0 (ite x789 1 0) (ite x1621 -1 0)) 0))
(assert (<= (+ 0 (ite x788 -1 0) (ite x789 1 0) (ite x1621 -1 0)) 0))
(assert (>= (+ 0 (ite x788 -1 0) (ite x789 1 0)) 0))
(assert (>= (+ 0 (ite x790 1 0) (ite x1622 -1 0)) 0))
(assert (<= (+ 0 (ite x789 -1 0) (ite x790 1 0) (ite x1622 -1 0)) 0))
(assert (>= (+ 0 (ite x789 -1 0) (ite x790 1 0)) 0))
(assert (>= (+ 0 (ite x791 1 0) (ite x1623 -1 0)) 0))
(assert (<= (+ 0 (ite x790 -1 0) (ite x791 1 0) (ite x1623 -1 0)) 0))
(assert (>= (+ 0 (ite x790 -1 0) (ite x791 1 0)) 0))
(assert (>= (+ 0 (ite x792 1 0) (ite x1624 -1 0)) 0))
(assert (<= (+ 0 (ite x791 -1 0) (ite x792 1 0) (ite x1624 -1 0)) 0))
(assert (>= (+ 0 (ite x791 -1 0) (ite x792 1 0)) 0))
(assert (>= (+ 0 (ite x793 1 0) (ite x1625 -1 0)) 0))
(assert (<= (+ 0 (ite x792 -1 0) (ite x793 1 0) (ite x1625 -1 0)) 0))
(assert (>= (+ 0 (ite x792 -1 0) (ite x793 1 0)) 0))
(assert (>= (+ 0 (ite x794 1 0) (ite x1626 -1 0)) 0))
(assert (<= (+ 0 (ite x793 -1 0) (ite x794 1 0) (ite x1626 -1 0)) 0))
(assert (>= (+ 0 (ite x793 -1 0) (ite x794 1 0)) 0))
(assert (>= (+ 0 (ite x795 1 0) (ite x1627 -1 0)) 0))
(assert (<= (+ 0 (ite x794 -1 0) (ite x795 1 0) (ite x1627 -1 0)) 0))
(assert (>= (+ 0 (ite x794 -1 0) (ite x795 1 0)) 0))
(assert (>= (+ 0 (ite x796 1 0) (ite x1628 -1 0)) 0))
(assert (<= (+ 0 (ite x795 -1 0) (ite x796 1 0) (ite x1628 -1 0)) 0))
(assert (>= (+ 0 (ite x795 -1 0) (ite x796 1 0)) 0))
(assert (>= (+ 0 (ite x797 1 0) (ite x1629 -1 0)) 0))
(assert (<= (+ 0 (ite x796 -1 0) (ite x797 1 0) (ite x1629 -1 0)) 0))
(assert (>= (+ 0 (ite x796 -1 0) (ite x797 1 0)) 0))
(assert (>= (+ 0 (ite x798 1 0) (ite x1630 -1 0)) 0))
(assert (<= (+ 0 (ite x797 -1 0) (ite x798 1 0) (ite x1630 -1 0)) 0))
(assert (>= (+ 0 (ite x797 -1 0) (ite x798 1 0)) 0))
(assert (>= (+ 0 (ite x799 1 0) (ite x1631 -1 0)) 0))
(assert (<= (+ 0 (ite x798 -1 0) (ite x799 1 0) (ite x1631 -1 0)) 0))
(assert (>= (+ 0 (ite x798 -1 0) (ite x799 1 0)) 0))
(assert (>= (+ 0 (ite x800 1 0) (ite x1632 -1 0)) 0))
(assert (<= (+ 0 (ite x799 -1 0) (ite x800 1 0) (ite x1632 -1 0)) 0))
(assert (>= (+ 0 (ite x799 -1 0) (ite x800 1 0)) 0))
(assert (>= (+ 0 (ite x801 1 0) (ite x1633 -1 0)) 0))
(assert (<= (+ 0 (ite x801 1 0) (ite x1633 -1 0)) 0))
(assert (>= (+ 0 (ite x802 1 0) (ite x1634 -1 0)) 0))
(assert (<= (+ 0 (ite x801 -1 0) (ite x802 1 0) (ite x1634 -1 0)) 0))
(assert (>= (+ 0 (ite x801 -1 0) (ite x802 1 0)) 0))
(assert (>= (+ 0 (ite x803 1 0) (ite x1635 -1 0)) 0))
(assert (<= (+ 0 (ite x802 -1 0) (ite x803 1 0) (ite x1635 -1 0)) 0))
(assert (>= (+ 0 (ite x802 -1 0) (ite x803 1 0)) 0))
(assert (>= (+ 0 (ite x804 1 0) (ite x1636 -1 0)) 0))
(assert (<= (+ 0 (ite x803 -1 0) (ite x804 1 0) (ite x1636 -1 0)) 0))
(assert (>= (+ 0 (ite x803 -1 0) (ite x804 1 0)) 0))
(assert (>= (+ 0 (ite x805 1 0) (ite x1637 -1 0)) 0))
(assert (<= (+ 0 (ite x804 -1 0) (ite x805 1 0) (ite x1637 -1 0)) 0))
(assert (>= (+ 0 (ite x804 -1 0) (ite x805 1 0)) 0))
(assert (>= (+ 0 (ite x806 1 0) (ite x1638 -1 0)) 0))
(assert (<= (+ 0 (ite x805 -1 0) (ite x806 1 0) (ite x1638 -1 0)) 0))
(assert (>= (+ 0 (ite x805 -1 0) (ite x806 1 0)) 0))
(assert (>= (+ 0 (ite x807 1 0) (ite x1639 -1 0)) 0))
(assert (<= (+ 0 (ite x806 -1 0) (ite x807 1 0) (ite x1639 -1 0)) 0))
(assert (>= (+ 0 (ite x806 -1 0) (ite x807 1 0)) 0))
(assert (>= (+ 0 (ite x808 1 0) (ite x1640 -1 0)) 0))
(assert (<= (+ 0 (ite x807 -1 0) (ite x808 1 0) (ite x1640 -1 0)) 0))
(assert (>= (+ 0 (ite x807 -1 0) (ite x808 1 0)) 0))
(assert (>= (+ 0 (ite x809 1 0) (ite x1641 -1 0)) 0))
(assert (<= (+ 0 (ite x808 -1 0) (ite x809 1 0) (ite x1641 -1 0)) 0))
(assert (>= (+ 0 (ite x808 -1 0) (ite x809 1 0)) 0))
(assert (>= (+ 0 (ite x810 1 0) (ite x1642 -1 0)) 0))
(assert (<= (+ 0 (ite x809 -1 0) (ite x810 1 0) (ite x1642 -1 0)) 0))
(assert (>= (+ 0 (ite x809 -1 0) (ite x810 1 0)) 0))
(assert (>= (+ 0 (ite x811 1 0) (ite x1643 -1 0)) 0))
(assert (<= (+ 0 (ite x810 -1 0) (ite x811 1 0) (ite x1643 -1 0)) 0))
(assert (>= (+ 0 (ite x810 -1 0) (ite x811 1 0)) 0))
(assert (>= (+ 0 (ite x812 1 0) (ite x1644 -1 0)) 0))
(assert (<= (+ 0 (ite x811 -1 0) (ite x812 1 0) (ite x1644 -1 0)) 0))
(assert (>= (+ 0 (ite x811 -1 0) (ite x812 1 0)) 0))
(assert (>= (+ 0 (ite x813 1 0) (ite x1645 -1 0)) 0))
(assert (<= (+ 0 (ite x812 -1 0) (ite x813 1 0) (ite x1645 -1 0)) 0))
(assert (>= (+ 0 (ite x812 -1 0) (ite x813 1 0)) 0))
(assert (>= (+ 0 (ite x814 1 0) (ite x1646 -1 0)) 0))
(assert (<= (+ 0 (ite x813 -1 0) (ite x814 1 0) (ite x1646 -1 0)) 0))
(assert (>= (+ 0 (ite x813 -1 0) (ite x814 1 0)) 0))
(assert (>= (+ 0 (ite x815 1 0) (ite x1647 -1 0)) 0))
(assert (<= (+ 0 (ite x814 -1 0) (ite x815 1 0) (ite x1647 -1 0)) 0))
(assert (>= (+ 0 (ite x814 -1 0) (ite x815 1 0)) 0))
(assert (>= (+ 0 (ite x816 1 0) (ite x1648 -1 0)) 0))
(assert (<= (+ 0 (ite x815 -1 0) (ite x816 1 0) (ite x1648 -1 0)) 0))
(assert (>= (+ 0 (ite x815 -1 0) (ite x816 1 0)) 0))
(assert (>= (+ 0 (ite x817 1 0) (ite x1649 -1 0)) 0))
(assert (<= (+ 0 (ite x816 -1 0) (ite x817 1 0) (ite x1649 -1 0)) 0))
(assert (>= (+ 0 (ite x816 -1 0) (ite x817 1 0)) 0))
(assert (>= (+ 0 (ite x818 1 0) (ite x1650 -1 0)) 0))
(assert (<= (+ 0 (ite x817 -1 0) (ite x818 1 0) (ite x1650 -1 0)) 0))
(assert (>= (+ 0 (ite x817 -1 0) (ite x818 1 0)) 0))
(assert (>= (+ 0 (ite x819 1 0) (ite x1651 -1 0)) 0))
(assert (<= (+ 0 (ite x818 -1 0) (ite x819 1 0) (ite x1651 -1 0)) 0))
(assert (>= (+ 0 (ite x818 -1 0) (ite x819 1 0)) 0))
(assert (>= (+ 0 (ite x820 1 0) (ite x1652 -1 0)) 0))
(assert (<= (+ 0 (ite x819 -1 0) (ite x820 1 0) (ite x1652 -1 0)) 0))
(assert (>= (+ 0 (ite x819 -1 0) (ite x820 1 0)) 0))
(assert (>= (+ 0 (ite x821 1 0) (ite x1653 -1 0)) 0))
(assert (<= (+ 0 (ite x820 -1 0) (ite x821 1 0) (ite x1653 -1 0)) 0))
(assert (>= (+ 0 (ite x820 -1 0) (ite x821 1 0)) 0))
(assert (>= (+ 0 (ite x822 1 0) (ite x1654 -1 0)) 0))
(assert (<= (+ 0 (ite x821 -1 0) (ite x822 1 0) (ite x1654 -1 0)) 0))
(assert (>= (+ 0 (ite x821 -1 0) (ite x822 1 0)) 0))
(assert (>= (+ 0 (ite x823 1 0) (ite x1655 -1 0)) 0))
(assert (<= (+ 0 (ite x822 -1 0) (ite x823 1 0) (ite x1655 -1 0)) 0))
(assert (>= (+ 0 (ite x822 -1 0) (ite x823 1 0)) 0))
(assert (>= (+ 0 (ite x824 1 0) (ite x1656 -1 0)) 0))
(assert (<= (+ 0 (ite x823 -1 0) (ite x824 1 0) (ite x1656 -1 0)) 0))
(assert (>= (+ 0 (ite x823 -1 0) (ite x824 1 0)) 0))
(assert (>= (+ 0 (ite x825 1 0) (ite x1657 -1 0)) 0))
(assert (<= (+ 0 (ite x824 -1 0) (ite x825 1 0) (ite x1657 -1 0)) 0))
(assert (>= (+ 0 (ite x824 -1 0) (ite x825 1 0)) 0))
(assert (>= (+ 0 (ite x826 1 0) (ite x1658 -1 0)) 0))
(assert (<= (+ 0 (ite x825 -1 0) (ite x826 1 0) (ite x1658 -1 0)) 0))
(assert (>= (+ 0 (ite x825 -1 0) (ite x826 1 0)) 0))
(assert (>= (+ 0 (ite x827 1 0) (ite x1659 -1 0)) 0))
(assert (<= (+ 0 (ite x826 -1 0) (ite x827 1 0) (ite x1659 -1 0)) 0))
(assert (>= (+ 0 (ite x826 -1 0) (ite x827 1 0)) 0))
(assert (>= (+ 0 (ite x828 1 0) (ite x1660 -1 0)) 0))
(assert (<= (+ 0 (ite x827 -1 0) (ite x828 1 0) (ite x1660 -1 0)) 0))
(assert (>= (+ 0 (ite x827 -1 0) (ite x828 1 0)) 0))
(assert (>= (+ 0 (ite x829 1 0) (ite x1661 -1 0)) 0))
(assert (<= (+ 0 (ite x828 -1 0) (ite x829 1 0) (ite x1661 -1 0)) 0))
(assert (>= (+ 0 (ite x828 -1 0) (ite x829 1 0)) 0))
(assert (>= (+ 0 (ite x830 1 0) (ite x1662 -1 0)) 0))
(assert (<= (+ 0 (ite x829 -1 0) (ite x830 1 0) (ite x1662 -1 0)) 0))
(assert (>= (+ 0 (ite x829 -1 0) (ite x830 1 0)) 0))
(assert (>= (+ 0 (ite x831 1 0) (ite x1663 -1 0)) 0))
(assert (<= (+ 0 (ite x830 -1 0) (ite x831 1 0) (ite x1663 -1 0)) 0))
(assert (>= (+ 0 (ite x830 -1 0) (ite x831 1 0)) 0))
(assert (>= (+ 0 (ite x832 1 0) (ite x1664 -1 0)) 0))
(assert (<= (+ 0 (ite x831 -1 0) (ite x832 1 0) (ite x1664 -1 0)) 0))
(assert (>= (+ 0 (ite x831 -1 0) (ite x832 1 0)) 0))
(assert (<= (+ 0 (ite x865 1 0)) 0))
(assert (<= (+ 0 (ite x1 -1 0) (ite x866 1 0)) 0))
(assert (<= (+ 0 (ite x2 -1 0) (ite x867 1 0)) 0))
(assert (<= (+ 0 (ite x3 -1 0) (ite x868 1 0)) 0))
(assert (<= (+ 0 (ite x4 -1 0) (ite x869 1 0)) 0))
(assert (<= (+ 0 (ite x5 -1 0) (ite x870 1 0)) 0))
(assert (<= (+ 0 (ite x6 -1 0) (ite x871 1 0)) 0))
(assert (<= (+ 0 (ite x7 -1 0) (ite x872 1 0)) 0))
(assert (<= (+ 0 (ite x8 -1 0) (ite x873 1 0)) 0))
(assert (<= (+ 0 (ite x9 -1 0) (ite x874 1 0)) 0))
(assert (<= (+ 0 (ite x10 -1 0) (ite x875 1 0)) 0))
(assert (<= (+ 0 (ite x11 -1 0) (ite x876 1 0)) 0))
(assert (<= (+ 0 (ite x12 -1 0) (ite x877 1 0)) 0))
(assert (<= (+ 0 (ite x13 -1 0) (ite x878 1 0)) 0))
(assert (<= (+ 0 (ite x14 -1 0) (ite x879 1 0)) 0))
(assert (<= (+ 0 (ite x15 -1 0) (ite x880 1 0)) 0))
(assert (<= (+ 0 (ite x16 -1 0) (ite x881 1 0)) 0))
(assert (<= (+ 0 (ite x17 -1 0) (ite x882 1 0)) 0))
(assert (<= (+ 0 (ite x18 -1 0) (ite x883 1 0)) 0))
(assert (<= (+ 0 (ite x19 -1 0) (ite x884 1 0)) 0))
(assert (<= (+ 0 (ite x20 -1 0) (ite x885 1 0)) 0))
(assert (<= (+ 0 (ite x21 -1 0) (ite x886 1 0)) 0))
(assert (<= (+ 0 (ite x22 -1 0) (ite x887 1 0)) 0))
(assert (<= (+ 0 (ite x23 -1 0) (ite x888 1 0)) 0))
(assert (<= (+ 0 (ite x24 -1 0) (ite x889 1 0)) 0))
(assert (<= (+ 0 (ite x25 -1 0) (ite x890 1 0)) 0))
(assert (<= (+ 0 (ite x26 -1 0) (ite x891 1 0)) 0))
(assert (<= (+ 0 (ite x27 -1 0) (ite x892 1 0)) 0))
(assert (<= (+ 0 (ite x28 -1 0) (ite x893 1 0)) 0))
(assert (<= (+ 0 (ite x29 -1 0) (ite x894 1 0)) 0))
(assert (<= (+ 0 (ite x30 -1 0) (ite x895 1 0)) 0))
(assert (<= (+ 0 (ite x31 -1 0) (ite x896 1 0)) 0))
(assert (<= (+ 0 (ite x929 1 0)) 0))
(assert (<= (+ 0 (ite x65 -1 0) (ite x930 1 0)) 0))
(assert (<= (+ 0 (ite x66 -1 0) (ite x931 1 0)) 0))
(assert (<= (+ 0 (ite x67 -1 0) (ite x932 1 0)) 0))
(assert (<= (+ 0 (ite x68 -1 0) (ite x933 1 0)) 0))
(assert (<= (+ 0 (ite x69 -1 0) (ite x934 1 0)) 0))
(assert (<= (+ 0 (ite x70 -1 0) (ite x935 1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x936 1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x937 1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x938 1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x939 1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x940 1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x941 1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x942 1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x943 1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x944 1 0)) 0))
(assert (<= (+ 0 (ite x80 -1 0) (ite x945 1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x946 1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x947 1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x948 1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x949 1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x950 1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x951 1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x952 1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x953 1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x954 1 0)) 0))
(assert (<= (+ 0 (ite x90 -1 0) (ite x955 1 0)) 0))
(assert (<= (+ 0 (ite x91 -1 0) (ite x956 1 0)) 0))
(assert (<= (+ 0 (ite x92 -1 0) (ite x957 1 0)) 0))
(assert (<= (+ 0 (ite x93 -1 0) (ite x958 1 0)) 0))
(assert (<= (+ 0 (ite x94 -1 0) (ite x959 1 0)) 0))
(assert (<= (+ 0 (ite x95 -1 0) (ite x960 1 0)) 0))
(assert (<= (+ 0 (ite x961 1 0)) 0))
(assert (<= (+ 0 (ite x65 -1 0) (ite x962 1 0)) 0))
(assert (<= (+ 0 (ite x66 -1 0) (ite x963 1 0)) 0))
(assert (<= (+ 0 (ite x67 -1 0) (ite x964 1 0)) 0))
(assert (<= (+ 0 (ite x68 -1 0) (ite x965 1 0)) 0))
(assert (<= (+ 0 (ite x69 -1 0) (ite x966 1 0)) 0))
(assert (<= (+ 0 (ite x70 -1 0) (ite x967 1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x968 1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x969 1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x970 1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x971 1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x972 1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x973 1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x974 1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x975 1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x976 1 0)) 0))
(assert (<= (+ 0 (ite x80 -1 0) (ite x977 1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x978 1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x979 1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x980 1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x981 1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x982 1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x983 1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x984 1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x985 1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x986 1 0)) 0))
(assert (<= (+ 0 (ite x90 -1 0) (ite x987 1 0)) 0))
(assert (<= (+ 0 (ite x91 -1 0) (ite x988 1 0)) 0))
(assert (<= (+ 0 (ite x92 -1 0) (ite x989 1 0)) 0))
(assert (<= (+ 0 (ite x93 -1 0) (ite x990 1 0)) 0))
(assert (<= (+ 0 (ite x94 -1 0) (ite x991 1 0)) 0))
(assert (<= (+ 0 (ite x95 -1 0) (ite x992 1 0)) 0))
(assert (<= (+ 0 (ite x961 1 0)) 0))
(assert (<= (+ 0 (ite x97 -1 0) (ite x962 1 0)) 0))
(assert (<= (+ 0 (ite x98 -1 0) (ite x963 1 0)) 0))
(assert (<= (+ 0 (ite x99 -1 0) (ite x964 1 0)) 0))
(assert (<= (+ 0 (ite x100 -1 0) (ite x965 1 0)) 0))
(assert (<= (+ 0 (ite x101 -1 0) (ite x966 1 0)) 0))
(assert (<= (+ 0 (ite x102 -1 0) (ite x967 1 0)) 0))
(assert (<= (+ 0 (ite x103 -1 0) (ite x968 1 0)) 0))
(assert (<= (+ 0 (ite x104 -1 0) (ite x969 1 0)) 0))
(assert (<= (+ 0 (ite x105 -1 0) (ite x970 1 0)) 0))
(assert (<= (+ 0 (ite x106 -1 0) (ite x971 1 0)) 0))
(assert (<= (+ 0 (ite x107 -1 0) (ite x972 1 0)) 0))
(assert (<= (+ 0 (ite x108 -1 0) (ite x973 1 0)) 0))
(assert (<= (+ 0 (ite x109 -1 0) (ite x974 1 0)) 0))
(assert (<= (+ 0 (ite x110 -1 0) (ite x975 1 0)) 0))
(assert (<= (+ 0 (ite x111 -1 0) (ite x976 1 0)) 0))
(assert (<= (+ 0 (ite x112 -1 0) (ite x977 1 0)) 0))
(assert (<= (+ 0 (ite x113 -1 0) (ite x978 1 0)) 0))
(assert (<= (+ 0 (ite x114 -1 0) (ite x979 1 0)) 0))
(assert (<= (+ 0 (ite x115 -1 0) (ite x980 1 0)) 0))
(assert (<= (+ 0 (ite x116 -1 0) (ite x981 1 0)) 0))
(assert (<= (+ 0 (ite x117 -1 0) (ite x982 1 0)) 0))
(assert (<= (+ 0 (ite x118 -1 0) (ite x983 1 0)) 0))
(assert (<= (+ 0 (ite x119 -1 0) (ite x984 1 0)) 0))
(assert (<= (+ 0 (ite x120 -1 0) (ite x985 1 0)) 0))
(assert (<= (+ 0 (ite x121 -1 0) (ite x986 1 0)) 0))
(assert (<= (+ 0 (ite x122 -1 0) (ite x987 1 0)) 0))
(assert (<= (+ 0 (ite x123 -1 0) (ite x988 1 0)) 0))
(assert (<= (+ 0 (ite x124 -1 0) (ite x989 1 0)) 0))
(assert (<= (+ 0 (ite x125 -1 0) (ite x990 1 0)) 0))
(assert (<= (+ 0 (ite x126 -1 0) (ite x991 1 0)) 0))
(assert (<= (+ 0 (ite x127 -1 0) (ite x992 1 0)) 0))
(assert (<= (+ 0 (ite x993 1 0)) 0))
(assert (<= (+ 0 (ite x65 -1 0) (ite x994 1 0)) 0))
(assert (<= (+ 0 (ite x66 -1 0) (ite x995 1 0)) 0))
(assert (<= (+ 0 (ite x67 -1 0) (ite x996 1 0)) 0))
(assert (<= (+ 0 (ite x68 -1 0) (ite x997 1 0)) 0))
(assert (<= (+ 0 (ite x69 -1 0) (ite x998 1 0)) 0))
(assert (<= (+ 0 (ite x70 -1 0) (ite x999 1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x1000 1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x1001 1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x1002 1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x1003 1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x1004 1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x1005 1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x1006 1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x1007 1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x1008 1 0)) 0))
(assert (<= (+ 0 (ite x80 -1 0) (ite x1009 1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x1010 1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x1011 1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x1012 1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x1013 1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x1014 1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x1015 1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x1016 1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x1017 1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x1018 1 0)) 0))
(assert (<= (+ 0 (ite x90 -1 0) (ite x1019 1 0)) 0))
(assert (<= (+ 0 (ite x91 -1 0) (ite x1020 1 0)) 0))
(assert (<= (+ 0 (ite x92 -1 0) (ite x1021 1 0)) 0))
(assert (<= (+ 0 (ite x93 -1 0) (ite x1022 1 0)) 0))
(assert (<= (+ 0 (ite x94 -1 0) (ite x1023 1 0)) 0))
(assert (<= (+ 0 (ite x95 -1 0) (ite x1024 1 0)) 0))
(assert (<= (+ 0 (ite x993 1 0)) 0))
(assert (<= (+ 0 (ite x129 -1 0) (ite x994 1 0)) 0))
(assert (<= (+ 0 (ite x130 -1 0) (ite x995 1 0)) 0))
(assert (<= (+ 0 (ite x131 -1 0) (ite x996 1 0)) 0))
(assert (<= (+ 0 (ite x132 -1 0) (ite x997 1 0)) 0))
(assert (<= (+ 0 (ite x133 -1 0) (ite x998 1 0)) 0))
(assert (<= (+ 0 (ite x134 -1 0) (ite x999 1 0)) 0))
(assert (<= (+ 0 (ite x135 -1 0) (ite x1000 1 0)) 0))
(assert (<= (+ 0 (ite x136 -1 0) (ite x1001 1 0)) 0))
(assert (<= (+ 0 (ite x137 -1 0) (ite x1002 1 0)) 0))
(assert (<= (+ 0 (ite x138 -1 0) (ite x1003 1 0)) 0))
(assert (<= (+ 0 (ite x139 -1 0) (ite x1004 1 0)) 0))
(assert (<= (+ 0 (ite x140 -1 0) (ite x1005 1 0)) 0))
(assert (<= (+ 0 (ite x141 -1 0) (ite x1006 1 0)) 0))
(assert (<= (+ 0 (ite x142 -1 0) (ite x1007 1 0)) 0))
(assert (<= (+ 0 (ite x143 -1 0) (ite x1008 1 0)) 0))
(assert (<= (+ 0 (ite x144 -1 0) (ite x1009 1 0)) 0))
(assert (<= (+ 0 (ite x145 -1 0) (ite x1010 1 0)) 0))
(assert (<= (+ 0 (ite x146 -1 0) (ite x1011 1 0)) 0))
(assert (<= (+ 0 (ite x147 -1 0) (ite x1012 1 0)) 0))
(assert (<= (+ 0 (ite x148 -1 0) (ite x1013 1 0)) 0))
(assert (<= (+ 0 (ite x149 -1 0) (ite x1014 1 0)) 0))
(assert (<= (+ 0 (ite x150 -1 0) (ite x1015 1 0)) 0))
(assert (<= (+ 0 (ite x151 -1 0) (ite x1016 1 0)) 0))
(assert (<= (+ 0 (ite x152 -1 0) (ite x1017 1 0)) 0))
(assert (<= (+ 0 (ite x153 -1 0) (ite x1018 1 0)) 0))
(assert (<= (+ 0 (ite x154 -1 0) (ite x1019 1 0)) 0))
(assert (<= (+ 0 (ite x155 -1 0) (ite x1020 1 0)) 0))
(assert (<= (+ 0 (ite x156 -1 0) (ite x1021 1 0)) 0))
(assert (<= (+ 0 (ite x157 -1 0) (ite x1022 1 0)) 0))
(assert (<= (+ 0 (ite x158 -1 0) (ite x1023 1 0)) 0))
(assert (<= (+ 0 (ite x159 -1 0) (ite x1024 1 0)) 0))
(assert (<= (+ 0 (ite x1057 1 0)) 0))
(assert (<= (+ 0 (ite x193 -1 0) (ite x1058 1 0)) 0))
(assert (<= (+ 0 (ite x194 -1 0) (ite x1059 1 0)) 0))
(assert (<= (+ 0 (ite x195 -1 0) (ite x1060 1 0)) 0))
(assert (<= (+ 0 (ite x196 -1 0) (ite x1061 1 0)) 0))
(assert (<= (+ 0 (ite x197 -1 0) (ite x1062 1 0)) 0))
(assert (<= (+ 0 (ite x198 -1 0) (ite x1063 1 0)) 0))
(assert (<= (+ 0 (ite x199 -1 0) (ite x1064 1 0)) 0))
(assert (<= (+ 0 (ite x200 -1 0) (ite x1065 1 0)) 0))
(assert (<= (+ 0 (ite x201 -1 0) (ite x1066 1 0)) 0))
(assert (<= (+ 0 (ite x202 -1 0) (ite x1067 1 0)) 0))
(assert (<= (+ 0 (ite x203 -1 0) (ite x1068 1 0)) 0))
(assert (<= (+ 0 (ite x204 -1 0) (ite x1069 1 0)) 0))
(assert (<= (+ 0 (ite x205 -1 0) (ite x1070 1 0)) 0))
(assert (<= (+ 0 (ite x206 -1 0) (ite x1071 1 0)) 0))
(assert (<= (+ 0 (ite x207 -1 0) (ite x1072 1 0)) 0))
(assert (<= (+ 0 (ite x208 -1 0) (ite x1073 1 0)) 0))
(assert (<= (+ 0 (ite x209 -1 0) (ite x1074 1 0)) 0))
(assert (<= (+ 0 (ite x210 -1 0) (ite x1075 1 0)) 0))
(assert (<= (+ 0 (ite x211 -1 0) (ite x1076 1 0)) 0))
(assert (<= (+ 0 (ite x212 -1 0) (ite x1077 1 0)) 0))
(assert (<= (+ 0 (ite x213 -1 0) (ite x1078 1 0)) 0))
(assert (<= (+ 0 (ite x214 -1 0) (ite x1079 1 0)) 0))
(assert (<= (+ 0 (ite x215 -1 0) (ite x1080 1 0)) 0))
(assert (<= (+ 0 (ite x216 -1 0) (ite x1081 1 0)) 0))
(assert (<= (+ 0 (ite x217 -1 0) (ite x1082 1 0)) 0))
(assert (<= (+ 0 (ite x218 -1 0) (ite x1083 1 0)) 0))
(assert (<= (+ 0 (ite x219 -1 0) (ite x1084 1 0)) 0))
(assert (<= (+ 0 (ite x220 -1 0) (ite x1085 1 0)) 0))
(assert (<= (+ 0 (ite x221 -1 0) (ite x1086 1 0)) 0))
(assert (<= (+ 0 (ite x222 -1 0) (ite x1087 1 0)) 0))
(assert (<= (+ 0 (ite x223 -1 0) (ite x1088 1 0)) 0))
(assert (<= (+ 0 (ite x1089 1 0)) 0))
(assert (<= (+ 0 (ite x193 -1 0) (ite x1090 1 0)) 0))
(assert (<= (+ 0 (ite x194 -1 0) (ite x1091 1 0)) 0))
(assert (<= (+ 0 (ite x195 -1 0) (ite x1092 1 0)) 0))
(assert (<= (+ 0 (ite x196 -1 0) (ite x1093 1 0)) 0))
(assert (<= (+ 0 (ite x197 -1 0) (ite x1094 1 0)) 0))
(assert (<= (+ 0 (ite x198 -1 0) (ite x1095 1 0)) 0))
(assert (<= (+ 0 (ite x199 -1 0) (ite x1096 1 0)) 0))
(assert (<= (+ 0 (ite x200 -1 0) (ite x1097 1 0)) 0))
(assert (<= (+ 0 (ite x201 -1 0) (ite x1098 1 0)) 0))
(assert (<= (+ 0 (ite x202 -1 0) (ite x1099 1 0)) 0))
(assert (<= (+ 0 (ite x203 -1 0) (ite x1100 1 0)) 0))
(assert (<= (+ 0 (ite x204 -1 0) (ite x1101 1 0)) 0))
(assert (<= (+ 0 (ite x205 -1 0) (ite x1102 1 0)) 0))
(assert (<= (+ 0 (ite x206 -1 0) (ite x1103 1 0)) 0))
(assert (<= (+ 0 (ite x207 -1 0) (ite x1104 1 0)) 0))
(assert (<= (+ 0 (ite x208 -1 0) (ite x1105 1 0)) 0))
(assert (<= (+ 0 (ite x209 -1 0) (ite x1106 1 0)) 0))
(assert (<= (+ 0 (ite x210 -1 0) (ite x1107 1 0)) 0))
(assert (<= (+ 0 (ite x211 -1 0) (ite x1108 1 0)) 0))
(assert (<= (+ 0 (ite x212 -1 0) (ite x1109 1 0)) 0))
(assert (<= (+ 0 (ite x213 -1 0) (ite x1110 1 0)) 0))
(assert (<= (+ 0 (ite x214 -1 0) (ite x1111 1 0)) 0))
(assert (<= (+ 0 (ite x215 -1 0) (ite x1112 1 0)) 0))
(assert (<= (+ 0 (ite x216 -1 0) (ite x1113 1 0)) 0))
(assert (<= (+ 0 (ite x217 -1 0) (ite x1114 1 0)) 0))
(assert (<= (+ 0 (ite x218 -1 0) (ite x1115 1 0)) 0))
(assert (<= (+ 0 (ite x219 -1 0) (ite x1116 1 0)) 0))
(assert (<= (+ 0 (ite x220 -1 0) (ite x1117 1 0)) 0))
(assert (<= (+ 0 (ite x221 -1 0) (ite x1118 1 0)) 0))
(assert (<= (+ 0 (ite x222 -1 0) (ite x1119 1 0)) 0))
(assert (<= (+ 0 (ite x223 -1 0) (ite x1120 1 0)) 0))
(assert (<= (+ 0 (ite x1089 1 0)) 0))
(assert (<= (+ 0 (ite x225 -1 0) (ite x1090 1 0)) 0))
(assert (<= (+ 0 (ite x226 -1 0) (ite x1091 1 0)) 0))
(assert (<= (+ 0 (ite x227 -1 0) (ite x1092 1 0)) 0))
(assert (<= (+ 0 (ite x228 -1 0) (ite x1093 1 0)) 0))
(assert (<= (+ 0 (ite x229 -1 0) (ite x1094 1 0)) 0))
(assert (<= (+ 0 (ite x230 -1 0) (ite x1095 1 0)) 0))
(assert (<= (+ 0 (ite x231 -1 0) (ite x1096 1 0)) 0))
(assert (<= (+ 0 (ite x232 -1 0) (ite x1097 1 0)) 0))
(assert (<= (+ 0 (ite x233 -1 0) (ite x1098 1 0)) 0))
(assert (<= (+ 0 (ite x234 -1 0) (ite x1099 1 0)) 0))
(assert (<= (+ 0 (ite x235 -1 0) (ite x1100 1 0)) 0))
(assert (<= (+ 0 (ite x236 -1 0) (ite x1101 1 0)) 0))
(assert (<= (+ 0 (ite x237 -1 0) (ite x1102 1 0)) 0))
(assert (<= (+ 0 (ite x238 -1 0) (ite x1103 1 0)) 0))
(assert (<= (+ 0 (ite x239 -1 0) (ite x1104 1 0)) 0))
(assert (<= (+ 0 (ite x240 -1 0) (ite x1105 1 0)) 0))
(assert (<= (+ 0 (ite x241 -1 0) (ite x1106 1 0)) 0))
(assert (<= (+ 0 (ite x242 -1 0) (ite x1107 1 0)) 0))
(assert (<= (+ 0 (ite x243 -1 0) (ite x1108 1 0)) 0))
(assert (<= (+ 0 (ite x244 -1 0) (ite x1109 1 0)) 0))
(assert (<= (+ 0 (ite x245 -1 0) (ite x1110 1 0)) 0))
(assert (<= (+ 0 (ite x246 -1 0) (ite x1111 1 0)) 0))
(assert (<= (+ 0 (ite x247 -1 0) (ite x1112 1 0)) 0))
(assert (<= (+ 0 (ite x248 -1 0) (ite x1113 1 0)) 0))
(assert (<= (+ 0 (ite x249 -1 0) (ite x1114 1 0)) 0))
(assert (<= (+ 0 (ite x250 -1 0) (ite x1115 1 0)) 0))
(assert (<= (+ 0 (ite x251 -1 0) (ite x1116 1 0)) 0))
(assert (<= (+ 0 (ite x252 -1 0) (ite x1117 1 0)) 0))
(assert (<= (+ 0 (ite x253 -1 0) (ite x1118 1 0)) 0))
(assert (<= (+ 0 (ite x254 -1 0) (ite x1119 1 0)) 0))
(assert (<= (+ 0 (ite x255 -1 0) (ite x1120 1 0)) 0))
(assert (<= (+ 0 (ite x1121 1 0)) 0))
(assert (<= (+ 0 (ite x193 -1 0) (ite x1122 1 0)) 0))
(assert (<= (+ 0 (ite x194 -1 0) (ite x1123 1 0)) 0))
(assert (<= (+ 0 (ite x195 -1 0) (ite x1124 1 0)) 0))
(assert (<= (+ 0 (ite x196 -1 0) (ite x1125 1 0)) 0))
(assert (<= (+ 0 (ite x197 -1 0) (ite x1126 1 0)) 0))
(assert (<= (+ 0 (ite x198 -1 0) (ite x1127 1 0)) 0))
(assert (<= (+ 0 (ite x199 -1 0) (ite x1128 1 0)) 0))
(assert (<= (+ 0 (ite x200 -1 0) (ite x1129 1 0)) 0))
(assert (<= (+ 0 (ite x201 -1 0) (ite x1130 1 0)) 0))
(assert (<= (+ 0 (ite x202 -1 0) (ite x1131 1 0)) 0))
(assert (<= (+ 0 (ite x203 -1 0) (ite x1132 1 0)) 0))
(assert (<= (+ 0 (ite x204 -1 0) (ite x1133 1 0)) 0))
(assert (<= (+ 0 (ite x205 -1 0) (ite x1134 1 0)) 0))
(assert (<= (+ 0 (ite x206 -1 0) (ite x1135 1 0)) 0))
(assert (<= (+ 0 (ite x207 -1 0) (ite x1136 1 0)) 0))
(assert (<= (+ 0 (ite x208 -1 0) (ite x1137 1 0)) 0))
(assert (<= (+ 0 (ite x209 -1 0) (ite x1138 1 0)) 0))
(assert (<= (+ 0 (ite x210 -1 0) (ite x1139 1 0)) 0))
(assert (<= (+ 0 (ite x211 -1 0) (ite x1140 1 0)) 0))
(assert (<= (+ 0 (ite x212 -1 0) (ite x1141 1 0)) 0))
(assert (<= (+ 0 (ite x213 -1 0) (ite x1142 1 0)) 0))
(assert (<= (+ 0 (ite x214 -1 0) (ite x1143 1 0)) 0))
(assert (<= (+ 0 (ite x215 -1 0) (ite x1144 1 0)) 0))
(assert (<= (+ 0 (ite x216 -1 0) (ite x1145 1 0)) 0))
(assert (<= (+ 0 (ite x217 -1 0) (ite x1146 1 0)) 0))
(assert (<= (+ 0 (ite x218 -1 0) (ite x1147 1 0)) 0))
(assert (<= (+ 0 (ite x219 -1 0) (ite x1148 1 0)) 0))
(assert (<= (+ 0 (ite x220 -1 0) (ite x1149 1 0)) 0))
(assert (<= (+ 0 (ite x221 -1 0) (ite x1150 1 0)) 0))
(assert (<= (+ 0 (ite x222 -1 0) (ite x1151 1 0)) 0))
(assert (<= (+ 0 (ite x223 -1 0) (ite x1152 1 0)) 0))
(assert (<= (+ 0 (ite x1121 1 0)) 0))
(assert (<= (+ 0 (ite x257 -1 0) (ite x1122 1 0)) 0))
(assert (<= (+ 0 (ite x258 -1 0) (ite x1123 1 0)) 0))
(assert (<= (+ 0 (ite x259 -1 0) (ite x1124 1 0)) 0))
(assert (<= (+ 0 (ite x260 -1 0) (ite x1125 1 0)) 0))
(assert (<= (+ 0 (ite x261 -1 0) (ite x1126 1 0)) 0))
(assert (<= (+ 0 (ite x262 -1 0) (ite x1127 1 0)) 0))
(assert (<= (+ 0 (ite x263 -1 0) (ite x1128 1 0)) 0))
(assert (<= (+ 0 (ite x264 -1 0) (ite x1129 1 0)) 0))
(assert (<= (+ 0 (ite x265 -1 0) (ite x1130 1 0)) 0))
(assert (<= (+ 0 (ite x266 -1 0) (ite x1131 1 0)) 0))
(assert (<= (+ 0 (ite x267 -1 0) (ite x1132 1 0)) 0))
(assert (<= (+ 0 (ite x268 -1 0) (ite x1133 1 0)) 0))
(assert (<= (+ 0 (ite x269 -1 0) (ite x1134 1 0)) 0))
(assert (<= (+ 0 (ite x270 -1 0) (ite x1135 1 0)) 0))
(assert (<= (+ 0 (ite x271 -1 0) (ite x1136 1 0)) 0))
(assert (<= (+ 0 (ite x272 -1 0) (ite x1137 1 0)) 0))
(assert (<= (+ 0 (ite x273 -1 0) (ite x1138 1 0)) 0))
(assert (<= (+ 0 (ite x274 -1 0) (ite x1139 1 0)) 0))
(assert (<= (+ 0 (ite x275 -1 0) (ite x1140 1 0)) 0))
(assert (<= (+ 0 (ite x276 -1 0) (ite x1141 1 0)) 0))
(assert (<= (+ 0 (ite x277 -1 0) (ite x1142 1 0)) 0))
(assert (<= (+ 0 (ite x278 -1 0) (ite x1143 1 0)) 0))
(assert (<= (+ 0 (ite x279 -1 0) (ite x1144 1 0)) 0))
(assert (<= (+ 0 (ite x280 -1 0) (ite x1145 1 0)) 0))
(assert (<= (+ 0 (ite x281 -1 0) (ite x1146 1 0)) 0))
(assert (<= (+ 0 (ite x282 -1 0) (ite x1147 1 0)) 0))
(assert (<= (+ 0 (ite x283 -1 0) (ite x1148 1 0)) 0))
(assert (<= (+ 0 (ite x284 -1 0) (ite x1149 1 0)) 0))
(assert (<= (+ 0 (ite x285 -1 0) (ite x1150 1 0)) 0))
(assert (<= (+ 0 (ite x286 -1 0) (ite x1151 1 0)) 0))
(assert (<= (+ 0 (ite x287 -1 0) (ite x1152 1 0)) 0))
(assert (<= (+ 0 (ite x1185 1 0)) 0))
(assert (<= (+ 0 (ite x321 -1 0) (ite x1186 1 0)) 0))
(assert (<= (+ 0 (ite x322 -1 0) (ite x1187 1 0)) 0))
(assert (<= (+ 0 (ite x323 -1 0) (ite x1188 1 0)) 0))
(assert (<= (+ 0 (ite x324 -1 0) (ite x1189 1 0)) 0))
(assert (<= (+ 0 (ite x325 -1 0) (ite x1190 1 0)) 0))
(assert (<= (+ 0 (ite x326 -1 0) (ite x1191 1 0)) 0))
(assert (<= (+ 0 (ite x327 -1 0) (ite x1192 1 0)) 0))
(assert (<= (+ 0 (ite x328 -1 0) (ite x1193 1 0)) 0))
(assert (<= (+ 0 (ite x329 -1 0) (ite x1194 1 0)) 0))
(assert (<= (+ 0 (ite x330 -1 0) (ite x1195 1 0)) 0))
(assert (<= (+ 0 (ite x331 -1 0) (ite x1196 1 0)) 0))
(assert (<= (+ 0 (ite x332 -1 0) (ite x1197 1 0)) 0))
(assert (<= (+ 0 (ite x333 -1 0) (ite x1198 1 0)) 0))
(assert (<= (+ 0 (ite x334 -1 0) (ite x1199 1 0)) 0))
(assert (<= (+ 0 (ite x335 -1 0) (ite x1200 1 0)) 0))
(assert (<= (+ 0 (ite x336 -1 0) (ite x1201 1 0)) 0))
(assert (<= (+ 0 (ite x337 -1 0) (ite x1202 1 0)) 0))
(assert (<= (+ 0 (ite x338 -1 0) (ite x1203 1 0)) 0))
(assert (<= (+ 0 (ite x339 -1 0) (ite x1204 1 0)) 0))
(assert (<= (+ 0 (ite x340 -1 0) (ite x1205 1 0)) 0))
(assert (<= (+ 0 (ite x341 -1 0) (ite x1206 1 0)) 0))
(assert (<= (+ 0 (ite x342 -1 0) (ite x1207 1 0)) 0))
(assert (<= (+ 0 (ite x343 -1 0) (ite x1208 1 0)) 0))
(assert (<= (+ 0 (ite x344 -1 0) (ite x1209 1 0)) 0))
(assert (<= (+ 0 (ite x345 -1 0) (ite x1210 1 0)) 0))
(assert (<= (+ 0 (ite x346 -1 0) (ite x1211 1 0)) 0))
(assert (<= (+ 0 (ite x347 -1 0) (ite x1212 1 0)) 0))
(assert (<= (+ 0 (ite x348 -1 0) (ite x1213 1 0)) 0))
(assert (<= (+ 0 (ite x349 -1 0) (ite x1214 1 0)) 0))
(assert (<= (+ 0 (ite x350 -1 0) (ite x1215 1 0)) 0))
(assert (<= (+ 0 (ite x351 -1 0) (ite x1216 1 0)) 0))
(assert (<= (+ 0 (ite x1217 1 0)) 0))
(assert (<= (+ 0 (ite x321 -1 0) (ite x1218 1 0)) 0))
(assert (<= (+ 0 (ite x322 -1 0) (ite x1219 1 0)) 0))
(assert (<= (+ 0 (ite x323 -1 0) (ite x1220 1 0)) 0))
(assert (<= (+ 0 (ite x324 -1 0) (ite x1221 1 0)) 0))
(assert (<= (+ 0 (ite x325 -1 0) (ite x1222 1 0)) 0))
(assert (<= (+ 0 (ite x326 -1 0) (ite x1223 1 0)) 0))
(assert (<= (+ 0 (ite x327 -1 0) (ite x1224 1 0)) 0))
(assert (<= (+ 0 (ite x328 -1 0) (ite x1225 1 0)) 0))
(assert (<= (+ 0 (ite x329 -1 0) (ite x1226 1 0)) 0))
(assert (<= (+ 0 (ite x330 -1 0) (ite x1227 1 0)) 0))
(assert (<= (+ 0 (ite x331 -1 0) (ite x1228 1 0)) 0))
(assert (<= (+ 0 (ite x332 -1 0) (ite x1229 1 0)) 0))
(assert (<= (+ 0 (ite x333 -1 0) (ite x1230 1 0)) 0))
(assert (<= (+ 0 (ite x334 -1 0) (ite x1231 1 0)) 0))
(assert (<= (+ 0 (ite x335 -1 0) (ite x1232 1 0)) 0))
(assert (<= (+ 0 (ite x336 -1 0) (ite x1233 1 0)) 0))
(assert (<= (+ 0 (ite x337 -1 0) (ite x1234 1 0)) 0))
(assert (<= (+ 0 (ite x338 -1 0) (ite x1235 1 0)) 0))
(assert (<= (+ 0 (ite x339 -1 0) (ite x1236 1 0)) 0))
(assert (<= (+ 0 (ite x340 -1 0) (ite x1237 1 0)) 0))
(assert (<= (+ 0 (ite x341 -1 0) (ite x1238 1 0)) 0))
(assert (<= (+ 0 (ite x342 -1 0) (ite x1239 1 0)) 0))
(assert (<= (+ 0 (ite x343 -1 0) (ite x1240 1 0)) 0))
(assert (<= (+ 0 (ite x344 -1 0) (ite x1241 1 0)) 0))
(assert (<= (+ 0 (ite x345 -1 0) (ite x1242 1 0)) 0))
(assert (<= (+ 0 (ite x346 -1 0) (ite x1243 1 0)) 0))
(assert (<= (+ 0 (ite x347 -1 0) (ite x1244 1 0)) 0))
(assert (<= (+ 0 (ite x348 -1 0) (ite x1245 1 0)) 0))
(assert (<= (+ 0 (ite x349 -1 0) (ite x1246 1 0)) 0))
(assert (<= (+ 0 (ite x350 -1 0) (ite x1247 1 0)) 0))
(assert (<= (+ 0 (ite x351 -1 0) (ite x1248 1 0)) 0))
(assert (<= (+ 0 (ite x1217 1 0)) 0))
(assert (<= (+ 0 (ite x353 -1 0) (ite x1218 1 0)) 0))
(assert (<= (+ 0 (ite x354 -1 0) (ite x1219 1 0)) 0))
(assert (<= (+ 0 (ite x355 -1 0) (ite x1220 1 0)) 0))
(assert (<= (+ 0 (ite x356 -1 0) (ite x1221 1 0)) 0))
(assert (<= (+ 0 (ite x357 -1 0) (ite x1222 1 0)) 0))
(assert (<= (+ 0 (ite x358 -1 0) (ite x1223 1 0)) 0))
(assert (<= (+ 0 (ite x359 -1 0) (ite x1224 1 0)) 0))
(assert (<= (+ 0 (ite x360 -1 0) (ite x1225 1 0)) 0))
(assert (<= (+ 0 (ite x361 -1 0) (ite x1226 1 0)) 0))
(assert (<= (+ 0 (ite x362 -1 0) (ite x1227 1 0)) 0))
(assert (<= (+ 0 (ite x363 -1 0) (ite x1228 1 0)) 0))
(assert (<= (+ 0 (ite x364 -1 0) (ite x1229 1 0)) 0))
(assert (<= (+ 0 (ite x365 -1 0) (ite x1230 1 0)) 0))
(assert (<= (+ 0 (ite x366 -1 0) (ite x1231 1 0)) 0))
(assert (<= (+ 0 (ite x367 -1 0) (ite x1232 1 0)) 0))
(assert (<= (+ 0 (ite x368 -1 0) (ite x1233 1 0)) 0))
(assert (<= (+ 0 (ite x369 -1 0) (ite x1234 1 0)) 0))
(assert (<= (+ 0 (ite x370 -1 0) (ite x1235 1 0)) 0))
(assert (<= (+ 0 (ite x371 -1 0) (ite x1236 1 0)) 0))
(assert (<= (+ 0 (ite x372 -1 0) (ite x1237 1 0)) 0))
(assert (<= (+ 0 (ite x373 -1 0) (ite x1238 1 0)) 0))
(assert (<= (+ 0 (ite x374 -1 0) (ite x1239 1 0)) 0))
(assert (<= (+ 0 (ite x375 -1 0) (ite x1240 1 0)) 0))
(assert (<= (+ 0 (ite x376 -1 0) (ite x1241 1 0)) 0))
(assert (<= (+ 0 (ite x377 -1 0) (ite x1242 1 0)) 0))
(assert (<= (+ 0 (ite x378 -1 0) (ite x1243 1 0)) 0))
(assert (<= (+ 0 (ite x379 -1 0) (ite x1244 1 0)) 0))
(assert (<= (+ 0 (ite x380 -1 0) (ite x1245 1 0)) 0))
(assert (<= (+ 0 (ite x381 -1 0) (ite x1246 1 0)) 0))
(assert (<= (+ 0 (ite x382 -1 0) (ite x1247 1 0)) 0))
(assert (<= (+ 0 (ite x383 -1 0) (ite x1248 1 0)) 0))
(assert (<= (+ 0 (ite x1249 1 0)) 0))
(assert (<= (+ 0 (ite x321 -1 0) (ite x1250 1 0)) 0))
(assert (<= (+ 0 (ite x322 -1 0) (ite x1251 1 0)) 0))
(assert (<= (+ 0 (ite x323 -1 0) (ite x1252 1 0)) 0))
(assert (<= (+ 0 (ite x324 -1 0) (ite x1253 1 0)) 0))
(assert (<= (+ 0 (ite x325 -1 0) (ite x1254 1 0)) 0))
(assert (<= (+ 0 (ite x326 -1 0) (ite x1255 1 0)) 0))
(assert (<= (+ 0 (ite x327 -1 0) (ite x1256 1 0)) 0))
(assert (<= (+ 0 (ite x328 -1 0) (ite x1257 1 0)) 0))
(assert (<= (+ 0 (ite x329 -1 0) (ite x1258 1 0)) 0))
(assert (<= (+ 0 (ite x330 -1 0) (ite x1259 1 0)) 0))
(assert (<= (+ 0 (ite x331 -1 0) (ite x1260 1 0)) 0))
(assert (<= (+ 0 (ite x332 -1 0) (ite x1261 1 0)) 0))
(assert (<= (+ 0 (ite x333 -1 0) (ite x1262 1 0)) 0))
(assert (<= (+ 0 (ite x334 -1 0) (ite x1263 1 0)) 0))
(assert (<= (+ 0 (ite x335 -1 0) (ite x1264 1 0)) 0))
(assert (<= (+ 0 (ite x336 -1 0) (ite x1265 1 0)) 0))
(assert (<= (+ 0 (ite x337 -1 0) (ite x1266 1 0)) 0))
(assert (<= (+ 0 (ite x338 -1 0) (ite x1267 1 0)) 0))
(assert (<= (+ 0 (ite x339 -1 0) (ite x1268 1 0)) 0))
(assert (<= (+ 0 (ite x340 -1 0) (ite x1269 1 0)) 0))
(assert (<= (+ 0 (ite x341 -1 0) (ite x1270 1 0)) 0))
(assert (<= (+ 0 (ite x342 -1 0) (ite x1271 1 0)) 0))
(assert (<= (+ 0 (ite x343 -1 0) (ite x1272 1 0)) 0))
(assert (<= (+ 0 (ite x344 -1 0) (ite x1273 1 0)) 0))
(assert (<= (+ 0 (ite x345 -1 0) (ite x1274 1 0)) 0))
(assert (<= (+ 0 (ite x346 -1 0) (ite x1275 1 0)) 0))
(assert (<= (+ 0 (ite x347 -1 0) (ite x1276 1 0)) 0))
(assert (<= (+ 0 (ite x348 -1 0) (ite x1277 1 0)) 0))
(assert (<= (+ 0 (ite x349 -1 0) (ite x1278 1 0)) 0))
(assert (<= (+ 0 (ite x350 -1 0) (ite x1279 1 0)) 0))
(assert (<= (+ 0 (ite x351 -1 0) (ite x1280 1 0)) 0))
(assert (<= (+ 0 (ite x1249 1 0)) 0))
(assert (<= (+ 0 (ite x385 -1 0) (ite x1250 1 0)) 0))
(assert (<= (+ 0 (ite x386 -1 0) (ite x1251 1 0)) 0))
(assert (<= (+ 0 (ite x387 -1 0) (ite x1252 1 0)) 0))
(assert (<= (+ 0 (ite x388 -1 0) (ite x1253 1 0)) 0))
(assert (<= (+ 0 (ite x389 -1 0) (ite x1254 1 0)) 0))
(assert (<= (+ 0 (ite x390 -1 0) (ite x1255 1 0)) 0))
(assert (<= (+ 0 (ite x391 -1 0) (ite x1256 1 0)) 0))
(assert (<= (+ 0 (ite x392 -1 0) (ite x1257 1 0)) 0))
(assert (<= (+ 0 (ite x393 -1 0) (ite x1258 1 0)) 0))
(assert (<= (+ 0 (ite x394 -1 0) (ite x1259 1 0)) 0))
(assert (<= (+ 0 (ite x395 -1 0) (ite x1260 1 0)) 0))
(assert (<= (+ 0 (ite x396 -1 0) (ite x1261 1 0)) 0))
(assert (<= (+ 0 (ite x397 -1 0) (ite x1262 1 0)) 0))
(assert (<= (+ 0 (ite x398 -1 0) (ite x1263 1 0)) 0))
(assert (<= (+ 0 (ite x399 -1 0) (ite x1264 1 0)) 0))
(assert (<= (+ 0 (ite x400 -1 0) (ite x1265 1 0)) 0))
(assert (<= (+ 0 (ite x401 -1 0) (ite x1266 1 0)) 0))
(assert (<= (+ 0 (ite x402 -1 0) (ite x1267 1 0)) 0))
(assert (<= (+ 0 (ite x403 -1 0) (ite x1268 1 0)) 0))
(assert (<= (+ 0 (ite x404 -1 0) (ite x1269 1 0)) 0))
(assert (<= (+ 0 (ite x405 -1 0) (ite x1270 1 0)) 0))
(assert (<= (+ 0 (ite x406 -1 0) (ite x1271 1 0)) 0))
(assert (<= (+ 0 (ite x407 -1 0) (ite x1272 1 0)) 0))
(assert (<= (+ 0 (ite x408 -1 0) (ite x1273 1 0)) 0))
(assert (<= (+ 0 (ite x409 -1 0) (ite x1274 1 0)) 0))
(assert (<= (+ 0 (ite x410 -1 0) (ite x1275 1 0)) 0))
(assert (<= (+ 0 (ite x411 -1 0) (ite x1276 1 0)) 0))
(assert (<= (+ 0 (ite x412 -1 0) (ite x1277 1 0)) 0))
(assert (<= (+ 0 (ite x413 -1 0) (ite x1278 1 0)) 0))
(assert (<= (+ 0 (ite x414 -1 0) (ite x1279 1 0)) 0))
(assert (<= (+ 0 (ite x415 -1 0) (ite x1280 1 0)) 0))
(assert (<= (+ 0 (ite x1313 1 0)) 0))
(assert (<= (+ 0 (ite x449 -1 0) (ite x1314 1 0)) 0))
(assert (<= (+ 0 (ite x450 -1 0) (ite x1315 1 0)) 0))
(assert (<= (+ 0 (ite x451 -1 0) (ite x1316 1 0)) 0))
(assert (<= (+ 0 (ite x452 -1 0) (ite x1317 1 0)) 0))
(assert (<= (+ 0 (ite x453 -1 0) (ite x1318 1 0)) 0))
(assert (<= (+ 0 (ite x454 -1 0) (ite x1319 1 0)) 0))
(assert (<= (+ 0 (ite x455 -1 0) (ite x1320 1 0)) 0))
(assert (<= (+ 0 (ite x456 -1 0) (ite x1321 1 0)) 0))
(assert (<= (+ 0 (ite x457 -1 0) (ite x1322 1 0)) 0))
(assert (<= (+ 0 (ite x458 -1 0) (ite x1323 1 0)) 0))
(assert (<= (+ 0 (ite x459 -1 0) (ite x1324 1 0)) 0))
(assert (<= (+ 0 (ite x460 -1 0) (ite x1325 1 0)) 0))
(assert (<= (+ 0 (ite x461 -1 0) (ite x1326 1 0)) 0))
(assert (<= (+ 0 (ite x462 -1 0) (ite x1327 1 0)) 0))
(assert (<= (+ 0 (ite x463 -1 0) (ite x1328 1 0)) 0))
(assert (<= (+ 0 (ite x464 -1 0) (ite x1329 1 0)) 0))
(assert (<= (+ 0 (ite x465 -1 0) (ite x1330 1 0)) 0))
(assert (<= (+ 0 (ite x466 -1 0) (ite x1331 1 0)) 0))
(assert (<= (+ 0 (ite x467 -1 0) (ite x1332 1 0)) 0))
(assert (<= (+ 0 (ite x468 -1 0) (ite x1333 1 0)) 0))
(assert (<= (+ 0 (ite x469 -1 0) (ite x1334 1 0)) 0))
(assert (<= (+ 0 (ite x470 -1 0) (ite x1335 1 0)) 0))
(assert (<= (+ 0 (ite x471 -1 0) (ite x1336 1 0)) 0))
(assert (<= (+ 0 (ite x472 -1 0) (ite x1337 1 0)) 0))
(assert (<= (+ 0 (ite x473 -1 0) (ite x1338 1 0)) 0))
(assert (<= (+ 0 (ite x474 -1 0) (ite x1339 1 0)) 0))
(assert (<= (+ 0 (ite x475 -1 0) (ite x1340 1 0)) 0))
(assert (<= (+ 0 (ite x476 -1 0) (ite x1341 1 0)) 0))
(assert (<= (+ 0 (ite x477 -1 0) (ite x1342 1 0)) 0))
(assert (<= (+ 0 (ite x478 -1 0) (ite x1343 1 0)) 0))
(assert (<= (+ 0 (ite x479 -1 0) (ite x1344 1 0)) 0))
(assert (<= (+ 0 (ite x1345 1 0)) 0))
(assert (<= (+ 0 (ite x449 -1 0) (ite x1346 1 0)) 0))
(assert (<= (+ 0 (ite x450 -1 0) (ite x1347 1 0)) 0))
(assert (<= (+ 0 (ite x451 -1 0) (ite x1348 1 0)) 0))
(assert (<= (+ 0 (ite x452 -1 0) (ite x1349 1 0)) 0))
(assert (<= (+ 0 (ite x453 -1 0) (ite x1350 1 0)) 0))
(assert (<= (+ 0 (ite x454 -1 0) (ite x1351 1 0)) 0))
(assert (<= (+ 0 (ite x455 -1 0) (ite x1352 1 0)) 0))
(assert (<= (+ 0 (ite x456 -1 0) (ite x1353 1 0)) 0))
(assert (<= (+ 0 (ite x457 -1 0) (ite x1354 1 0)) 0))
(assert (<= (+ 0 (ite x458 -1 0) (ite x1355 1 0)) 0))
(assert (<= (+ 0 (ite x459 -1 0) (ite x1356 1 0)) 0))
(assert (<= (+ 0 (ite x460 -1 0) (ite x1357 1 0)) 0))
(assert (<= (+ 0 (ite x461 -1 0) (ite x1358 1 0)) 0))
(assert (<= (+ 0 (ite x462 -1 0) (ite x1359 1 0)) 0))
(assert (<= (+ 0 (ite x463 -1 0) (ite x1360 1 0)) 0))
(assert (<= (+ 0 (ite x464 -1 0) (ite x1361 1 0)) 0))
(assert (<= (+ 0 (ite x465 -1 0) (ite x1362 1 0)) 0))
(assert (<= (+ 0 (ite x466 -1 0) (ite x1363 1 0)) 0))
(assert (<= (+ 0 (ite x467 -1 0) (ite x1364 1 0)) 0))
(assert (<= (+ 0 (ite x468 -1 0) (ite x1365 1 0)) 0))
(assert (<= (+ 0 (ite x469 -1 0) (ite x1366 1 0)) 0))
(assert (<= (+ 0 (ite x470 -1 0) (ite x1367 1 0)) 0))
(assert (<= (+ 0 (ite x471 -1 0) (ite x1368 1 0)) 0))
(assert (<= (+ 0 (ite x472 -1 0) (ite x1369 1 0)) 0))
(assert (<= (+ 0 (ite x473 -1 0) (ite x1370 1 0)) 0))
(assert (<= (+ 0 (ite x474 -1 0) (ite x1371 1 0)) 0))
(assert (<= (+ 0 (ite x475 -1 0) (ite x1372 1 0)) 0))
(assert (<= (+ 0 (ite x476 -1 0) (ite x1373 1 0)) 0))
(assert (<= (+ 0 (ite x477 -1 0) (ite x1374 1 0)) 0))
(assert (<= (+ 0 (ite x478 -1 0) (ite x1375 1 0)) 0))
(assert (<= (+ 0 (ite x479 -1 0) (ite x1376 1 0)) 0))
(assert (<= (+ 0 (ite x1345 1 0)) 0))
(assert (<= (+ 0 (ite x481 -1 0) (ite x1346 1 0)) 0))
(assert (<= (+ 0 (ite x482 -1 0) (ite x1347 1 0)) 0))
(assert (<= (+ 0 (ite x483 -1 0) (ite x1348 1 0)) 0))
(assert (<= (+ 0 (ite x484 -1 0) (ite x1349 1 0)) 0))
(assert (<= (+ 0 (ite x485 -1 0) (ite x1350 1 0)) 0))
(assert (<= (+ 0 (ite x486 -1 0) (ite x1351 1 0)) 0))
(assert (<= (+ 0 (ite x487 -1 0) (ite x1352 1 0)) 0))
(assert (<= (+ 0 (ite x488 -1 0) (ite x1353 1 0)) 0))
(assert (<= (+ 0 (ite x489 -1 0) (ite x1354 1 0)) 0))
(assert (<= (+ 0 (ite x490 -1 0) (ite x1355 1 0)) 0))
(assert (<= (+ 0 (ite x491 -1 0) (ite x1356 1 0)) 0))
(assert (<= (+ 0 (ite x492 -1 0) (ite x1357 1 0)) 0))
(assert (<= (+ 0 (ite x493 -1 0) (ite x1358 1 0)) 0))
(assert (<= (+ 0 (ite x494 -1 0) (ite x1359 1 0)) 0))
(assert (<= (+ 0 (ite x495 -1 0) (ite x1360 1 0)) 0))
(assert (<= (+ 0 (ite x496 -1 0) (ite x1361 1 0)) 0))
(assert (<= (+ 0 (ite x497 -1 0) (ite x1362 1 0)) 0))
(assert (<= (+ 0 (ite x498 -1 0) (ite x1363 1 0)) 0))
(assert (<= (+ 0 (ite x499 -1 0) (ite x1364 1 0)) 0))
(assert (<= (+ 0 (ite x500 -1 0) (ite x1365 1 0)) 0))
(assert (<= (+ 0 (ite x501 -1 0) (ite x1366 1 0)) 0))
(assert (<= (+ 0 (ite x502 -1 0) (ite x1367 1 0)) 0))
(assert (<= (+ 0 (ite x503 -1 0) (ite x1368 1 0)) 0))
(assert (<= (+ 0 (ite x504 -1 0) (ite x1369 1 0)) 0))
(assert (<= (+ 0 (ite x505 -1 0) (ite x1370 1 0)) 0))
(assert (<= (+ 0 (ite x506 -1 0) (ite x1371 1 0)) 0))
(assert (<= (+ 0 (ite x507 -1 0) (ite x1372 1 0)) 0))
(assert (<= (+ 0 (ite x508 -1 0) (ite x1373 1 0)) 0))
(assert (<= (+ 0 (ite x509 -1 0) (ite x1374 1 0)) 0))
(assert (<= (+ 0 (ite x510 -1 0) (ite x1375 1 0)) 0))
(assert (<= (+ 0 (ite x511 -1 0) (ite x1376 1 0)) 0))
(assert (<= (+ 0 (ite x1377 1 0)) 0))
(assert (<= (+ 0 (ite x449 -1 0) (ite x1378 1 0)) 0))
(assert (<= (+ 0 (ite x450 -1 0) (ite x1379 1 0)) 0))
(assert (<= (+ 0 (ite x451 -1 0) (ite x1380 1 0)) 0))
(assert (<= (+ 0 (ite x452 -1 0) (ite x1381 1 0)) 0))
(assert (<= (+ 0 (ite x453 -1 0) (ite x1382 1 0)) 0))
(assert (<= (+ 0 (ite x454 -1 0) (ite x1383 1 0)) 0))
(assert (<= (+ 0 (ite x455 -1 0) (ite x1384 1 0)) 0))
(assert (<= (+ 0 (ite x456 -1 0) (ite x1385 1 0)) 0))
(assert (<= (+ 0 (ite x457 -1 0) (ite x1386 1 0)) 0))
(assert (<= (+ 0 (ite x458 -1 0) (ite x1387 1 0)) 0))
(assert (<= (+ 0 (ite x459 -1 0) (ite x1388 1 0)) 0))
(assert (<= (+ 0 (ite x460 -1 0) (ite x1389 1 0)) 0))
(assert (<= (+ 0 (ite x461 -1 0) (ite x1390 1 0)) 0))
(assert (<= (+ 0 (ite x462 -1 0) (ite x1391 1 0)) 0))
(assert (<= (+ 0 (ite x463 -1 0) (ite x1392 1 0)) 0))
(assert (<= (+ 0 (ite x464 -1 0) (ite x1393 1 0)) 0))
(assert (<= (+ 0 (ite x465 -1 0) (ite x1394 1 0)) 0))
(assert (<= (+ 0 (ite x466 -1 0) (ite x1395 1 0)) 0))
(assert (<= (+ 0 (ite x467 -1 0) (ite x1396 1 0)) 0))
(assert (<= (+ 0 (ite x468 -1 0) (ite x1397 1 0)) 0))
(assert (<= (+ 0 (ite x469 -1 0) (ite x1398 1 0)) 0))
(assert (<= (+ 0 (ite x470 -1 0) (ite x1399 1 0)) 0))
(assert (<= (+ 0 (ite x471 -1 0) (ite x1400 1 0)) 0))
(assert (<= (+ 0 (ite x472 -1 0) (ite x1401 1 0)) 0))
(assert (<= (+ 0 (ite x473 -1 0) (ite x1402 1 0)) 0))
(assert (<= (+ 0 (ite x474 -1 0) (ite x1403 1 0)) 0))
(assert (<= (+ 0 (ite x475 -1 0) (ite x1404 1 0)) 0))
(assert (<= (+ 0 (ite x476 -1 0) (ite x1405 1 0)) 0))
(assert (<= (+ 0 (ite x477 -1 0) (ite x1406 1 0)) 0))
(assert (<= (+ 0 (ite x478 -1 0) (ite x1407 1 0)) 0))
(assert (<= (+ 0 (ite x479 -1 0) (ite x1408 1 0)) 0))
(assert (<= (+ 0 (ite x1377 1 0)) 0))
(assert (<= (+ 0 (ite x513 -1 0) (ite x1378 1 0)) 0))
(assert (<= (+ 0 (ite x514 -1 0) (ite x1379 1 0)) 0))
(assert (<= (+ 0 (ite x515 -1 0) (ite x1380 1 0)) 0))
(assert (<= (+ 0 (ite x516 -1 0) (ite x1381 1 0)) 0))
(assert (<= (+ 0 (ite x517 -1 0) (ite x1382 1 0)) 0))
(assert (<= (+ 0 (ite x518 -1 0) (ite x1383 1 0)) 0))
(assert (<= (+ 0 (ite x519 -1 0) (ite x1384 1 0)) 0))
(assert (<= (+ 0 (ite x520 -1 0) (ite x1385 1 0)) 0))
(assert (<= (+ 0 (ite x521 -1 0) (ite x1386 1 0)) 0))
(assert (<= (+ 0 (ite x522 -1 0) (ite x1387 1 0)) 0))
(assert (<= (+ 0 (ite x523 -1 0) (ite x1388 1 0)) 0))
(assert (<= (+ 0 (ite x524 -1 0) (ite x1389 1 0)) 0))
(assert (<= (+ 0 (ite x525 -1 0) (ite x1390 1 0)) 0))
(assert (<= (+ 0 (ite x526 -1 0) (ite x1391 1 0)) 0))
(assert (<= (+ 0 (ite x527 -1 0) (ite x1392 1 0)) 0))
(assert (<= (+ 0 (ite x528 -1 0) (ite x1393 1 0)) 0))
(assert (<= (+ 0 (ite x529 -1 0) (ite x1394 1 0)) 0))
(assert (<= (+ 0 (ite x530 -1 0) (ite x1395 1 0)) 0))
(assert (<= (+ 0 (ite x531 -1 0) (ite x1396 1 0)) 0))
(assert (<= (+ 0 (ite x532 -1 0) (ite x1397 1 0)) 0))
(assert (<= (+ 0 (ite x533 -1 0) (ite x1398 1 0)) 0))
(assert (<= (+ 0 (ite x534 -1 0) (ite x1399 1 0)) 0))
(assert (<= (+ 0 (ite x535 -1 0) (ite x1400 1 0)) 0))
(assert (<= (+ 0 (ite x536 -1 0) (ite x1401 1 0)) 0))
(assert (<= (+ 0 (ite x537 -1 0) (ite x1402 1 0)) 0))
(assert (<= (+ 0 (ite x538 -1 0) (ite x1403 1 0)) 0))
(assert (<= (+ 0 (ite x539 -1 0) (ite x1404 1 0)) 0))
(assert (<= (+ 0 (ite x540 -1 0) (ite x1405 1 0)) 0))
(assert (<= (+ 0 (ite x541 -1 0) (ite x1406 1 0)) 0))
(assert (<= (+ 0 (ite x542 -1 0) (ite x1407 1 0)) 0))
(assert (<= (+ 0 (ite x543 -1 0) (ite x1408 1 0)) 0))
(assert (<= (+ 0 (ite x1441 1 0)) 0))
(assert (<= (+ 0 (ite x577 -1 0) (ite x1442 1 0)) 0))
(assert (<= (+ 0 (ite x578 -1 0) (ite x1443 1 0)) 0))
(assert (<= (+ 0 (ite x579 -1 0) (ite x1444 1 0)) 0))
(assert (<= (+ 0 (ite x580 -1 0) (ite x1445 1 0)) 0))
(assert (<= (+ 0 (ite x581 -1 0) (ite x1446 1 0)) 0))
(assert (<= (+ 0 (ite x582 -1 0) (ite x1447 1 0)) 0))
(assert (<= (+ 0 (ite x583 -1 0) (ite x1448 1 0)) 0))
(assert (<= (+ 0 (ite x584 -1 0) (ite x1449 1 0)) 0))
(assert (<= (+ 0 (ite x585 -1 0) (ite x1450 1 0)) 0))
(assert (<= (+ 0 (ite x586 -1 0) (ite x1451 1 0)) 0))
(assert (<= (+ 0 (ite x587 -1 0) (ite x1452 1 0)) 0))
(assert (<= (+ 0 (ite x588 -1 0) (ite x1453 1 0)) 0))
(assert (<= (+ 0 (ite x589 -1 0) (ite x1454 1 0)) 0))
(assert (<= (+ 0 (ite x590 -1 0) (ite x1455 1 0)) 0))
(assert (<= (+ 0 (ite x591 -1 0) (ite x1456 1 0)) 0))
(assert (<= (+ 0 (ite x592 -1 0) (ite x1457 1 0)) 0))
(assert (<= (+ 0 (ite x593 -1 0) (ite x1458 1 0)) 0))
(assert (<= (+ 0 (ite x594 -1 0) (ite x1459 1 0)) 0))
(assert (<= (+ 0 (ite x595 -1 0) (ite x1460 1 0)) 0))
(assert (<= (+ 0 (ite x596 -1 0) (ite x1461 1 0)) 0))
(assert (<= (+ 0 (ite x597 -1 0) (ite x1462 1 0)) 0))
(assert (<= (+ 0 (ite x598 -1 0) (ite x1463 1 0)) 0))
(assert (<= (+ 0 (ite x599 -1 0) (ite x1464 1 0)) 0))
(assert (<= (+ 0 (ite x600 -1 0) (ite x1465 1 0)) 0))
(assert (<= (+ 0 (ite x601 -1 0) (ite x1466 1 0)) 0))
(assert (<= (+ 0 (ite x602 -1 0) (ite x1467 1 0)) 0))
(assert (<= (+ 0 (ite x603 -1 0) (ite x1468 1 0)) 0))
(assert (<= (+ 0 (ite x604 -1 0) (ite x1469 1 0)) 0))
(assert (<= (+ 0 (ite x605 -1 0) (ite x1470 1 0)) 0))
(assert (<= (+ 0 (ite x606 -1 0) (ite x1471 1 0)) 0))
(assert (<= (+ 0 (ite x607 -1 0) (ite x1472 1 0)) 0))
(assert (<= (+ 0 (ite x1473 1 0)) 0))
(assert (<= (+ 0 (ite x577 -1 0) (ite x1474 1 0)) 0))
(assert (<= (+ 0 (ite x578 -1 0) (ite x1475 1 0)) 0))
(assert (<= (+ 0 (ite x579 -1 0) (ite x1476 1 0)) 0))
(assert (<= (+ 0 (ite x580 -1 0) (ite x1477 1 0)) 0))
(assert (<= (+ 0 (ite x581 -1 0) (ite x1478 1 0)) 0))
(assert (<= (+ 0 (ite x582 -1 0) (ite x1479 1 0)) 0))
(assert (<= (+ 0 (ite x583 -1 0) (ite x1480 1 0)) 0))
(assert (<= (+ 0 (ite x584 -1 0) (ite x1481 1 0)) 0))
(assert (<= (+ 0 (ite x585 -1 0) (ite x1482 1 0)) 0))
(assert (<= (+ 0 (ite x586 -1 0) (ite x1483 1 0)) 0))
(assert (<= (+ 0 (ite x587 -1 0) (ite x1484 1 0)) 0))
(assert (<= (+ 0 (ite x588 -1 0) (ite x1485 1 0)) 0))
(assert (<= (+ 0 (ite x589 -1 0) (ite x1486 1 0)) 0))
(assert (<= (+ 0 (ite x590 -1 0) (ite x1487 1 0)) 0))
(assert (<= (+ 0 (ite x591 -1 0) (ite x1488 1 0)) 0))
(assert (<= (+ 0 (ite x592 -1 0) (ite x1489 1 0)) 0))
(assert (<= (+ 0 (ite x593 -1 0) (ite x1490 1 0)) 0))
(assert (<= (+ 0 (ite x594 -1 0) (ite x1491 1 0)) 0))
(assert (<= (+ 0 (ite x595 -1 0) (ite x1492 1 0)) 0))
(assert (<= (+ 0 (ite x596 -1 0) (ite x1493 1 0)) 0))
(assert (<= (+ 0 (ite x597 -1 0) (ite x1494 1 0)) 0))
(assert (<= (+ 0 (ite x598 -1 0) (ite x1495 1 0)) 0))
(assert (<= (+ 0 (ite x599 -1 0) (ite x1496 1 0)) 0))
(assert (<= (+ 0 (ite x600 -1 0) (ite x1497 1 0)) 0))
(assert (<= (+ 0 (ite x601 -1 0) (ite x1498 1 0)) 0))
(assert (<= (+ 0 (ite x602 -1 0) (ite x1499 1 0)) 0))
(assert (<= (+ 0 (ite x603 -1 0) (ite x1500 1 0)) 0))
(assert (<= (+ 0 (ite x604 -1 0) (ite x1501 1 0)) 0))
(assert (<= (+ 0 (ite x605 -1 0) (ite x1502 1 0)) 0))
(assert (<= (+ 0 (ite x606 -1 0) (ite x1503 1 0)) 0))
(assert (<= (+ 0 (ite x607 -1 0) (ite x1504 1 0)) 0))
(assert (<= (+ 0 (ite x1473 1 0)) 0))
(assert (<= (+ 0 (ite x609 -1 0) (ite x1474 1 0)) 0))
(assert (<= (+ 0 (ite x610 -1 0) (ite x1475 1 0)) 0))
(assert (<= (+ 0 (ite x611 -1 0) (ite x1476 1 0)) 0))
(assert (<= (+ 0 (ite x612 -1 0) (ite x1477 1 0)) 0))
(assert (<= (+ 0 (ite x613 -1 0) (ite x1478 1 0)) 0))
(assert (<= (+ 0 (ite x614 -1 0) (ite x1479 1 0)) 0))
(assert (<= (+ 0 (ite x615 -1 0) (ite x1480 1 0)) 0))
(assert (<= (+ 0 (ite x616 -1 0) (ite x1481 1 0)) 0))
(assert (<= (+ 0 (ite x617 -1 0) (ite x1482 1 0)) 0))
(assert (<= (+ 0 (ite x618 -1 0) (ite x1483 1 0)) 0))
(assert (<= (+ 0 (ite x619 -1 0) (ite x1484 1 0)) 0))
(assert (<= (+ 0 (ite x620 -1 0) (ite x1485 1 0)) 0))
(assert (<= (+ 0 (ite x621 -1 0) (ite x1486 1 0)) 0))
(assert (<= (+ 0 (ite x622 -1 0) (ite x1487 1 0)) 0))
(assert (<= (+ 0 (ite x623 -1 0) (ite x1488 1 0)) 0))
(assert (<= (+ 0 (ite x624 -1 0) (ite x1489 1 0)) 0))
(assert (<= (+ 0 (ite x625 -1 0) (ite x1490 1 0)) 0))
(assert (<= (+ 0 (ite x626 -1 0) (ite x1491 1 0)) 0))
(assert (<= (+ 0 (ite x627 -1 0) (ite x1492 1 0)) 0))
(assert (<= (+ 0 (ite x628 -1 0) (ite x1493 1 0)) 0))
(assert (<= (+ 0 (ite x629 -1 0) (ite x1494 1 0)) 0))
(assert (<= (+ 0 (ite x630 -1 0) (ite x1495 1 0)) 0))
(assert (<= (+ 0 (ite x631 -1 0) (ite x1496 1 0)) 0))
(assert (<= (+ 0 (ite x632 -1 0) (ite x1497 1 0)) 0))
(assert (<= (+ 0 (ite x633 -1 0) (ite x1498 1 0)) 0))
(assert (<= (+ 0 (ite x634 -1 0) (ite x1499 1 0)) 0))
(assert (<= (+ 0 (ite x635 -1 0) (ite x1500 1 0)) 0))
(assert (<= (+ 0 (ite x636 -1 0) (ite x1501 1 0)) 0))
(assert (<= (+ 0 (ite x637 -1 0) (ite x1502 1 0)) 0))
(assert (<= (+ 0 (ite x638 -1 0) (ite x1503 1 0)) 0))
(assert (<= (+ 0 (ite x639 -1 0) (ite x1504 1 0)) 0))
(assert (<= (+ 0 (ite x1505 1 0)) 0))
(assert (<= (+ 0 (ite x577 -1 0) (ite x1506 1 0)) 0))
(assert (<= (+ 0 (ite x578 -1 0) (ite x1507 1 0)) 0))
(assert (<= (+ 0 (ite x579 -1 0) (ite x1508 1 0)) 0))
(assert (<= (+ 0 (ite x580 -1 0) (ite x1509 1 0)) 0))
(assert (<= (+ 0 (ite x581 -1 0) (ite x1510 1 0)) 0))
(assert (<= (+ 0 (ite x582 -1 0) (ite x1511 1 0)) 0))
(assert (<= (+ 0 (ite x583 -1 0) (ite x1512 1 0)) 0))
(assert (<= (+ 0 (ite x584 -1 0) (ite x1513 1 0)) 0))
(assert (<= (+ 0 (ite x585 -1 0) (ite x1514 1 0)) 0))
(assert (<= (+ 0 (ite x586 -1 0) (ite x1515 1 0)) 0))
(assert (<= (+ 0 (ite x587 -1 0) (ite x1516 1 0)) 0))
(assert (<= (+ 0 (ite x588 -1 0) (ite x1517 1 0)) 0))
(assert (<= (+ 0 (ite x589 -1 0) (ite x1518 1 0)) 0))
(assert (<= (+ 0 (ite x590 -1 0) (ite x1519 1 0)) 0))
(assert (<= (+ 0 (ite x591 -1 0) (ite x1520 1 0)) 0))
(assert (<= (+ 0 (ite x592 -1 0) (ite x1521 1 0)) 0))
(assert (<= (+ 0 (ite x593 -1 0) (ite x1522 1 0)) 0))
(assert (<= (+ 0 (ite x594 -1 0) (ite x1523 1 0)) 0))
(assert (<= (+ 0 (ite x595 -1 0) (ite x1524 1 0)) 0))
(assert (<= (+ 0 (ite x596 -1 0) (ite x1525 1 0)) 0))
(assert (<= (+ 0 (ite x597 -1 0) (ite x1526 1 0)) 0))
(assert (<= (+ 0 (ite x598 -1 0) (ite x1527 1 0)) 0))
(assert (<= (+ 0 (ite x599 -1 0) (ite x1528 1 0)) 0))
(assert (<= (+ 0 (ite x600 -1 0) (ite x1529 1 0)) 0))
(assert (<= (+ 0 (ite x601 -1 0) (ite x1530 1 0)) 0))
(assert (<= (+ 0 (ite x602 -1 0) (ite x1531 1 0)) 0))
(assert (<= (+ 0 (ite x603 -1 0) (ite x1532 1 0)) 0))
(assert (<= (+ 0 (ite x604 -1 0) (ite x1533 1 0)) 0))
(assert (<= (+ 0 (ite x605 -1 0) (ite x1534 1 0)) 0))
(assert (<= (+ 0 (ite x606 -1 0) (ite x1535 1 0)) 0))
(assert (<= (+ 0 (ite x607 -1 0) (ite x1536 1 0)) 0))
(assert (<= (+ 0 (ite x1505 1 0)) 0))
(assert (<= (+ 0 (ite x641 -1 0) (ite x1506 1 0)) 0))
(assert (<= (+ 0 (ite x642 -1 0) (ite x1507 1 0)) 0))
(assert (<= (+ 0 (ite x643 -1 0) (ite x1508 1 0)) 0))
(assert (<= (+ 0 (ite x644 -1 0) (ite x1509 1 0)) 0))
(assert (<= (+ 0 (ite x645 -1 0) (ite x1510 1 0)) 0))
(assert (<= (+ 0 (ite x646 -1 0) (ite x1511 1 0)) 0))
(assert (<= (+ 0 (ite x647 -1 0) (ite x1512 1 0)) 0))
(assert (<= (+ 0 (ite x648 -1 0) (ite x1513 1 0)) 0))
(assert (<= (+ 0 (ite x649 -1 0) (ite x1514 1 0)) 0))
(assert (<= (+ 0 (ite x650 -1 0) (ite x1515 1 0)) 0))
(assert (<= (+ 0 (ite x651 -1 0) (ite x1516 1 0)) 0))
(assert (<= (+ 0 (ite x652 -1 0) (ite x1517 1 0)) 0))
(assert (<= (+ 0 (ite x653 -1 0) (ite x1518 1 0)) 0))
(assert (<= (+ 0 (ite x654 -1 0) (ite x1519 1 0)) 0))
(assert (<= (+ 0 (ite x655 -1 0) (ite x1520 1 0)) 0))
(assert (<= (+ 0 (ite x656 -1 0) (ite x1521 1 0)) 0))
(assert (<= (+ 0 (ite x657 -1 0) (ite x1522 1 0)) 0))
(assert (<= (+ 0 (ite x658 -1 0) (ite x1523 1 0)) 0))
(assert (<= (+ 0 (ite x659 -1 0) (ite x1524 1 0)) 0))
(assert (<= (+ 0 (ite x660 -1 0) (ite x1525 1 0)) 0))
(assert (<= (+ 0 (ite x661 -1 0) (ite x1526 1 0)) 0))
(assert (<= (+ 0 (ite x662 -1 0) (ite x1527 1 0)) 0))
(assert (<= (+ 0 (ite x663 -1 0) (ite x1528 1 0)) 0))
(assert (<= (+ 0 (ite x664 -1 0) (ite x1529 1 0)) 0))
(assert (<= (+ 0 (ite x665 -1 0) (ite x1530 1 0)) 0))
(assert (<= (+ 0 (ite x666 -1 0) (ite x1531 1 0)) 0))
(assert (<= (+ 0 (ite x667 -1 0) (ite x1532 1 0)) 0))
(assert (<= (+ 0 (ite x668 -1 0) (ite x1533 1 0)) 0))
(assert (<= (+ 0 (ite x669 -1 0) (ite x1534 1 0)) 0))
(assert (<= (+ 0 (ite x670 -1 0) (ite x1535 1 0)) 0))
(assert (<= (+ 0 (ite x671 -1 0) (ite x1536 1 0)) 0))
(assert (<= (+ 0 (ite x1569 1 0)) 0))
(assert (<= (+ 0 (ite x705 -1 0) (ite x1570 1 0)) 0))
(assert (<= (+ 0 (ite x706 -1 0) (ite x1571 1 0)) 0))
(assert (<= (+ 0 (ite x707 -1 0) (ite x1572 1 0)) 0))
(assert (<= (+ 0 (ite x708 -1 0) (ite x1573 1 0)) 0))
(assert (<= (+ 0 (ite x709 -1 0) (ite x1574 1 0)) 0))
(assert (<= (+ 0 (ite x710 -1 0) (ite x1575 1 0)) 0))
(assert (<= (+ 0 (ite x711 -1 0) (ite x1576 1 0)) 0))
(assert (<= (+ 0 (ite x712 -1 0) (ite x1577 1 0)) 0))
(assert (<= (+ 0 (ite x713 -1 0) (ite x1578 1 0)) 0))
(assert (<= (+ 0 (ite x714 -1 0) (ite x1579 1 0)) 0))
(assert (<= (+ 0 (ite x715 -1 0) (ite x1580 1 0)) 0))
(assert (<= (+ 0 (ite x716 -1 0) (ite x1581 1 0)) 0))
(assert (<= (+ 0 (ite x717 -1 0) (ite x1582 1 0)) 0))
(assert (<= (+ 0 (ite x718 -1 0) (ite x1583 1 0)) 0))
(assert (<= (+ 0 (ite x719 -1 0) (ite x1584 1 0)) 0))
(assert (<= (+ 0 (ite x720 -1 0) (ite x1585 1 0)) 0))
(assert (<= (+ 0 (ite x721 -1 0) (ite x1586 1 0)) 0))
(assert (<= (+ 0 (ite x722 -1 0) (ite x1587 1 0)) 0))
(assert (<= (+ 0 (ite x723 -1 0) (ite x1588 1 0)) 0))
(assert (<= (+ 0 (ite x724 -1 0) (ite x1589 1 0)) 0))
(assert (<= (+ 0 (ite x725 -1 0) (ite x1590 1 0)) 0))
(assert (<= (+ 0 (ite x726 -1 0) (ite x1591 1 0)) 0))
(assert (<= (+ 0 (ite x727 -1 0) (ite x1592 1 0)) 0))
(assert (<= (+ 0 (ite x728 -1 0) (ite x1593 1 0)) 0))
(assert (<= (+ 0 (ite x729 -1 0) (ite x1594 1 0)) 0))
(assert (<= (+ 0 (ite x730 -1 0) (ite x1595 1 0)) 0))
(assert (<= (+ 0 (ite x731 -1 0) (ite x1596 1 0)) 0))
(assert (<= (+ 0 (ite x732 -1 0) (ite x1597 1 0)) 0))
(assert (<= (+ 0 (ite x733 -1 0) (ite x1598 1 0)) 0))
(assert (<= (+ 0 (ite x734 -1 0) (ite x1599 1 0)) 0))
(assert (<= (+ 0 (ite x735 -1 0) (ite x1600 1 0)) 0))
(assert (<= (+ 0 (ite x1601 1 0)) 0))
(assert (<= (+ 0 (ite x705 -1 0) (ite x1602 1 0)) 0))
(assert (<= (+ 0 (ite x706 -1 0) (ite x1603 1 0)) 0))
(assert (<= (+ 0 (ite x707 -1 0) (ite x1604 1 0)) 0))
(assert (<= (+ 0 (ite x708 -1 0) (ite x1605 1 0)) 0))
(assert (<= (+ 0 (ite x709 -1 0) (ite x1606 1 0)) 0))
(assert (<= (+ 0 (ite x710 -1 0) (ite x1607 1 0)) 0))
(assert (<= (+ 0 (ite x711 -1 0) (ite x1608 1 0)) 0))
(assert (<= (+ 0 (ite x712 -1 0) (ite x1609 1 0)) 0))
(assert (<= (+ 0 (ite x713 -1 0) (ite x1610 1 0)) 0))
(assert (<= (+ 0 (ite x714 -1 0) (ite x1611 1 0)) 0))
(assert (<= (+ 0 (ite x715 -1 0) (ite x1612 1 0)) 0))
(assert (<= (+ 0 (ite x716 -1 0) (ite x1613 1 0)) 0))
(assert (<= (+ 0 (ite x717 -1 0) (ite x1614 1 0)) 0))
(assert (<= (+ 0 (ite x718 -1 0) (ite x1615 1 0)) 0))
(assert (<= (+ 0 (ite x719 -1 0) (ite x1616 1 0)) 0))
(assert (<= (+ 0 (ite x720 -1 0) (ite x1617 1 0)) 0))
(assert (<= (+ 0 (ite x721 -1 0) (ite x1618 1 0)) 0))
(assert (<= (+ 0 (ite x722 -1 0) (ite x1619 1 0)) 0))
(assert (<= (+ 0 (ite x723 -1 0) (ite x1620 1 0)) 0))
(assert (<= (+ 0 (ite x724 -1 0) (ite x1621 1 0)) 0))
(assert (<= (+ 0 (ite x725 -1 0) (ite x1622 1 0)) 0))
(assert (<= (+ 0 (ite x726 -1 0) (ite x1623 1 0)) 0))
(assert (<= (+ 0 (ite x727 -1 0) (ite x1624 1 0)) 0))
(assert (<= (+ 0 (ite x728 -1 0) (ite x1625 1 0)) 0))
(assert (<= (+ 0 (ite x729 -1 0) (ite x1626 1 0)) 0))
(assert (<= (+ 0 (ite x730 -1 0) (ite x1627 1 0)) 0))
(assert (<= (+ 0 (ite x731 -1 0) (ite x1628 1 0)) 0))
(assert (<= (+ 0 (ite x732 -1 0) (ite x1629 1 0)) 0))
(assert (<= (+ 0 (ite x733 -1 0) (ite x1630 1 0)) 0))
(assert (<= (+ 0 (ite x734 -1 0) (ite x1631 1 0)) 0))
(assert (<= (+ 0 (ite x735 -1 0) (ite x1632 1 0)) 0))
(assert (<= (+ 0 (ite x1601 1 0)) 0))
(assert (<= (+ 0 (ite x737 -1 0) (ite x1602 1 0)) 0))
(assert (<= (+ 0 (ite x738 -1 0) (ite x1603 1 0)) 0))
(assert (<= (+ 0 (ite x739 -1 0) (ite x1604 1 0)) 0))
(assert (<= (+ 0 (ite x740 -1 0) (ite x1605 1 0)) 0))
(assert (<= (+ 0 (ite x741 -1 0) (ite x1606 1 0)) 0))
(assert (<= (+ 0 (ite x742 -1 0) (ite x1607 1 0)) 0))
(assert (<= (+ 0 (ite x743 -1 0) (ite x1608 1 0)) 0))
(assert (<= (+ 0 (ite x744 -1 0) (ite x1609 1 0)) 0))
(assert (<= (+ 0 (ite x745 -1 0) (ite x1610 1 0)) 0))
(assert (<= (+ 0 (ite x746 -1 0) (ite x1611 1 0)) 0))
(assert (<= (+ 0 (ite x747 -1 0) (ite x1612 1 0)) 0))
(assert (<= (+ 0 (ite x748 -1 0) (ite x1613 1 0)) 0))
(assert (<= (+ 0 (ite x749 -1 0) (ite x1614 1 0)) 0))
(assert (<= (+ 0 (ite x750 -1 0) (ite x1615 1 0)) 0))
(assert (<= (+ 0 (ite x751 -1 0) (ite x1616 1 0)) 0))
(assert (<= (+ 0 (ite x752 -1 0) (ite x1617 1 0)) 0))
(assert (<= (+ 0 (ite x753 -1 0) (ite x1618 1 0)) 0))
(assert (<= (+ 0 (ite x754 -1 0) (ite x1619 1 0)) 0))
(assert (<= (+ 0 (ite x755 -1 0) (ite x1620 1 0)) 0))
(assert (<= (+ 0 (ite x756 -1 0) (ite x1621 1 0)) 0))
(assert (<= (+ 0 (ite x757 -1 0) (ite x1622 1 0)) 0))
(assert (<= (+ 0 (ite x758 -1 0) (ite x1623 1 0)) 0))
(assert (<= (+ 0 (ite x759 -1 0) (ite x1624 1 0)) 0))
(assert (<= (+ 0 (ite x760 -1 0) (ite x1625 1 0)) 0))
(assert (<= (+ 0 (ite x761 -1 0) (ite x1626 1 0)) 0))
(assert (<= (+ 0 (ite x762 -1 0) (ite x1627 1 0)) 0))
(assert (<= (+ 0 (ite x763 -1 0) (ite x1628 1 0)) 0))
(assert (<= (+ 0 (ite x764 -1 0) (ite x1629 1 0)) 0))
(assert (<= (+ 0 (ite x765 -1 0) (ite x1630 1 0)) 0))
(assert (<= (+ 0 (ite x766 -1 0) (ite x1631 1 0)) 0))
(assert (<= (+ 0 (ite x767 -1 0) (ite x1632 1 0)) 0))
(assert (<= (+ 0 (ite x1633 1 0)) 0))
(assert (<= (+ 0 (ite x705 -1 0) (ite x1634 1 0)) 0))
(assert (<= (+ 0 (ite x706 -1 0) (ite x1635 1 0)) 0))
(assert (<= (+ 0 (ite x707 -1 0) (ite x1636 1 0)) 0))
(assert (<= (+ 0 (ite x708 -1 0) (ite x1637 1 0)) 0))
(assert (<= (+ 0 (ite x709 -1 0) (ite x1638 1 0)) 0))
(assert (<= (+ 0 (ite x710 -1 0) (ite x1639 1 0)) 0))
(assert (<= (+ 0 (ite x711 -1 0) (ite x1640 1 0)) 0))
(assert (<= (+ 0 (ite x712 -1 0) (ite x1641 1 0)) 0))
(assert (<= (+ 0 (ite x713 -1 0) (ite x1642 1 0)) 0))
(assert (<= (+ 0 (ite x714 -1 0) (ite x1643 1 0)) 0))
(assert (<= (+ 0 (ite x715 -1 0) (ite x1644 1 0)) 0))
(assert (<= (+ 0 (ite x716 -1 0) (ite x1645 1 0)) 0))
(assert (<= (+ 0 (ite x717 -1 0) (ite x1646 1 0)) 0))
(assert (<= (+ 0 (ite x718 -1 0) (ite x1647 1 0)) 0))
(assert (<= (+ 0 (ite x719 -1 0) (ite x1648 1 0)) 0))
(assert (<= (+ 0 (ite x720 -1 0) (ite x1649 1 0)) 0))
(assert (<= (+ 0 (ite x721 -1 0) (ite x1650 1 0)) 0))
(assert (<= (+ 0 (ite x722 -1 0) (ite x1651 1 0)) 0))
(assert (<= (+ 0 (ite x723 -1 0) (ite x1652 1 0)) 0))
(assert (<= (+ 0 (ite x724 -1 0) (ite x1653 1 0)) 0))
(assert (<= (+ 0 (ite x725 -1 0) (ite x1654 1 0)) 0))
(assert (<= (+ 0 (ite x726 -1 0) (ite x1655 1 0)) 0))
(assert (<= (+ 0 (ite x727 -1 0) (ite x1656 1 0)) 0))
(assert (<= (+ 0 (ite x728 -1 0) (ite x1657 1 0)) 0))
(assert (<= (+ 0 (ite x729 -1 0) (ite x1658 1 0)) 0))
(assert (<= (+ 0 (ite x730 -1 0) (ite x1659 1 0)) 0))
(assert (<= (+ 0 (ite x731 -1 0) (ite x1660 1 0)) 0))
(assert (<= (+ 0 (ite x732 -1 0) (ite x1661 1 0)) 0))
(assert (<= (+ 0 (ite x733 -1 0) (ite x1662 1 0)) 0))
(assert (<= (+ 0 (ite x734 -1 0) (ite x1663 1 0)) 0))
(assert (<= (+ 0 (ite x735 -1 0) (ite x1664 1 0)) 0))
(assert (<= (+ 0 (ite x1633 1 0)) 0))
(assert (<= (+ 0 (ite x769 -1 0) (ite x1634 1 0)) 0))
(assert (<= (+ 0 (ite x770 -1 0) (ite x1635 1 0)) 0))
(assert (<= (+ 0 (ite x771 -1 0) (ite x1636 1 0)) 0))
(assert (<= (+ 0 (ite x772 -1 0) (ite x1637 1 0)) 0))
(assert (<= (+ 0 (ite x773 -1 0) (ite x1638 1 0)) 0))
(assert (<= (+ 0 (ite x774 -1 0) (ite x1639 1 0)) 0))
(assert (<= (+ 0 (ite x775 -1 0) (ite x1640 1 0)) 0))
(assert (<= (+ 0 (ite x776 -1 0) (ite x1641 1 0)) 0))
(assert (<= (+ 0 (ite x777 -1 0) (ite x1642 1 0)) 0))
(assert (<= (+ 0 (ite x778 -1 0) (ite x1643 1 0)) 0))
(assert (<= (+ 0 (ite x779 -1 0) (ite x1644 1 0)) 0))
(assert (<= (+ 0 (ite x780 -1 0) (ite x1645 1 0)) 0))
(assert (<= (+ 0 (ite x781 -1 0) (ite x1646 1 0)) 0))
(assert (<= (+ 0 (ite x782 -1 0) (ite x1647 1 0)) 0))
(assert (<= (+ 0 (ite x783 -1 0) (ite x1648 1 0)) 0))
(assert (<= (+ 0 (ite x784 -1 0) (ite x1649 1 0)) 0))
(assert (<= (+ 0 (ite x785 -1 0) (ite x1650 1 0)) 0))
(assert (<= (+ 0 (ite x786 -1 0) (ite x1651 1 0)) 0))
(assert (<= (+ 0 (ite x787 -1 0) (ite x1652 1 0)) 0))
(assert (<= (+ 0 (ite x788 -1 0) (ite x1653 1 0)) 0))
(assert (<= (+ 0 (ite x789 -1 0) (ite x1654 1 0)) 0))
(assert (<= (+ 0 (ite x790 -1 0) (ite x1655 1 0)) 0))
(assert (<= (+ 0 (ite x791 -1 0) (ite x1656 1 0)) 0))
(assert (<= (+ 0 (ite x792 -1 0) (ite x1657 1 0)) 0))
(assert (<= (+ 0 (ite x793 -1 0) (ite x1658 1 0)) 0))
(assert (<= (+ 0 (ite x794 -1 0) (ite x1659 1 0)) 0))
(assert (<= (+ 0 (ite x795 -1 0) (ite x1660 1 0)) 0))
(assert (<= (+ 0 (ite x796 -1 0) (ite x1661 1 0)) 0))
(assert (<= (+ 0 (ite x797 -1 0) (ite x1662 1 0)) 0))
(assert (<= (+ 0 (ite x798 -1 0) (ite x1663 1 0)) 0))
(assert (<= (+ 0 (ite x799 -1 0) (ite x1664 1 0)) 0))
(assert (<= (+ 0 (ite x833 1163 0) (ite x865 592 0) (ite x897 6 0) (ite x929 900 0) (ite x961 461 0) (ite x993 22 0) (ite x1025 7 0) (ite x1057 900 0) (ite x1089 461 0) (ite x1121 22 0) (ite x1153 8 0) (ite x1185 900 0) (ite x1217 461 0) (ite x1249 22 0) (ite x1281 6 0) (ite x1313 900 0) (ite x1345 461 0) (ite x1377 22 0) (ite x1409 7 0) (ite x1441 900 0) (ite x1473 461 0) (ite x1505 22 0) (ite x1537 8 0) (ite x1569 900 0) (ite x1601 461 0) (ite x1633 22 0)) 1316))
(assert (<= (+ 0 (ite x1 439 0) (ite x33 439 0) (ite x65 6 0) (ite x97 22 0) (ite x129 22 0) (ite x161 22 0) (ite x193 7 0) (ite x225 22 0) (ite x257 22 0) (ite x289 22 0) (ite x321 8 0) (ite x353 22 0) (ite x385 22 0) (ite x417 22 0) (ite x449 6 0) (ite x481 22 0) (ite x513 22 0) (ite x545 22 0) (ite x577 7 0) (ite x609 22 0) (ite x641 22 0) (ite x673 22 0) (ite x705 8 0) (ite x737 22 0) (ite x769 22 0) (ite x801 22 0) (ite x834 1163 0) (ite x866 592 0) (ite x898 6 0) (ite x930 900 0) (ite x962 461 0) (ite x994 22 0) (ite x1026 7 0) (ite x1058 900 0) (ite x1090 461 0) (ite x1122 22 0) (ite x1154 8 0) (ite x1186 900 0) (ite x1218 461 0) (ite x1250 22 0) (ite x1282 6 0) (ite x1314 900 0) (ite x1346 461 0) (ite x1378 22 0) (ite x1410 7 0) (ite x1442 900 0) (ite x1474 461 0) (ite x1506 22 0) (ite x1538 8 0) (ite x1570 900 0) (ite x1602 461 0) (ite x1634 22 0)) 1316))
(assert (<= (+ 0 (ite x2 439 0) (ite x34 439 0) (ite x66 6 0) (ite x98 22 0) (ite x130 22 0) (ite x162 22 0) (ite x194 7 0) (ite x226 22 0) (ite x258 22 0) (ite x290 22 0) (ite x322 8 0) (ite x354 22 0) (ite x386 22 0) (ite x418 22 0) (ite x450 6 0) (ite x482 22 0) (ite x514 22 0) (ite x546 22 0) (ite x578 7 0) (ite x610 22 0) (ite x642 22 0) (ite x674 22 0) (ite x706 8 0) (ite x738 22 0) (ite x770 22 0) (ite x802 22 0) (ite x835 1163 0) (ite x867 592 0) (ite x899 6 0) (ite x931 900 0) (ite x963 461 0) (ite x995 22 0) (ite x1027 7 0) (ite x1059 900 0) (ite x1091 461 0) (ite x1123 22 0) (ite x1155 8 0) (ite x1187 900 0) (ite x1219 461 0) (ite x1251 22 0) (ite x1283 6 0) (ite x1315 900 0) (ite x1347 461 0) (ite x1379 22 0) (ite x1411 7 0) (ite x1443 900 0) (ite x1475 461 0) (ite x1507 22 0) (ite x1539 8 0) (ite x1571 900 0) (ite x1603 461 0) (ite x1635 22 0)) 1316))
(assert (<= (+ 0 (ite x3 439 0) (ite x35 439 0) (ite x67 6 0) (ite x99 22 0) (ite x131 22 0) (ite x163 22 0) (ite x195 7 0) (ite x227 22 0) (ite x259 22 0) (ite x291 22 0) (ite x323 8 0) (ite x355 22 0) (ite x387 22 0) (ite x419 22 0) (ite x451 6 0) (ite x483 22 0) (ite x515 22 0) (ite x547 22 0) (ite x579 7 0) (ite x611 22 0) (ite x643 22 0) (ite x675 22 0) (ite x707 8 0) (ite x739 22 0) (ite x771 22 0) (ite x803 22 0) (ite x836 1163 0) (ite x868 592 0) (ite x900 6 0) (ite x932 900 0) (ite x964 461 0) (ite x996 22 0) (ite x1028 7 0) (ite x1060 900 0) (ite x1092 461 0) (ite x1124 22 0) (ite x1156 8 0) (ite x1188 900 0) (ite x1220 461 0) (ite x1252 22 0) (ite x1284 6 0) (ite x1316 900 0) (ite x1348 461 0) (ite x1380 22 0) (ite x1412 7 0) (ite x1444 900 0) (ite x1476 461 0) (ite x1508 22 0) (ite x1540 8 0) (ite x1572 900 0) (ite x1604 461 0) (ite x1636 22 0)) 1316))
(assert (<= (+ 0 (ite x4 439 0) (ite x36 439 0) (ite x68 6 0) (ite x100 22 0) (ite x132 22 0) (ite x164 22 0) (ite x196 7 0) (ite x228 22 0) (ite x260 22 0) (ite x292 22 0) (ite x324 8 0) (ite x356 22 0) (ite x388 22 0) (ite x420 22 0) (ite x452 6 0) (ite x484 22 0) (ite x516 22 0) (ite x548 22 0) (ite x580 7 0) (ite x612 22 0) (ite x644 22 0) (ite x676 22 0) (ite x708 8 0) (ite x740 22 0) (ite x772 22 0) (ite x804 22 0) (ite x837 1163 0) (ite x869 592 0) (ite x901 6 0) (ite x933 900 0) (ite x965 461 0) (ite x997 22 0) (ite x1029 7 0) (ite x1061 900 0) (ite x1093 461 0) (ite x1125 22 0) (ite x1157 8 0) (ite x1189 900 0) (ite x1221 461 0) (ite x1253 22 0) (ite x1285 6 0) (ite x1317 900 0) (ite x1349 461 0) (ite x1381 22 0) (ite x1413 7 0) (ite x1445 900 0) (ite x1477 461 0) (ite x1509 22 0) (ite x1541 8 0) (ite x1573 900 0) (ite x1605 461 0) (ite x1637 22 0)) 1316))
(assert (<= (+ 0 (ite x5 439 0) (ite x37 439 0) (ite x69 6 0) (ite x101 22 0) (ite x133 22 0) (ite x165 22 0) (ite x197 7 0) (ite x229 22 0) (ite x261 22 0) (ite x293 22 0) (ite x325 8 0) (ite x357 22 0) (ite x389 22 0) (ite x421 22 0) (ite x453 6 0) (ite x485 22 0) (ite x517 22 0) (ite x549 22 0) (ite x581 7 0) (ite x613 22 0) (ite x645 22 0) (ite x677 22 0) (ite x709 8 0) (ite x741 22 0) (ite x773 22 0) (ite x805 22 0) (ite x838 1163 0) (ite x870 592 0) (ite x902 6 0) (ite x934 900 0) (ite x966 461 0) (ite x998 22 0) (ite x1030 7 0) (ite x1062 900 0) (ite x1094 461 0) (ite x1126 22 0) (ite x1158 8 0) (ite x1190 900 0) (ite x1222 461 0) (ite x1254 22 0) (ite x1286 6 0) (ite x1318 900 0) (ite x1350 461 0) (ite x1382 22 0) (ite x1414 7 0) (ite x1446 900 0) (ite x1478 461 0) (ite x1510 22 0) (ite x1542 8 0) (ite x1574 900 0) (ite x1606 461 0) (ite x1638 22 0)) 1316))
(assert (<= (+ 0 (ite x6 439 0) (ite x38 439 0) (ite x70 6 0) (ite x102 22 0) (ite x134 22 0) (ite x166 22 0) (ite x198 7 0) (ite x230 22 0) (ite x262 22 0) (ite x294 22 0) (ite x326 8 0) (ite x358 22 0) (ite x390 22 0) (ite x422 22 0) (ite x454 6 0) (ite x486 22 0) (ite x518 22 0) (ite x550 22 0) (ite x582 7 0) (ite x614 22 0) (ite x646 22 0) (ite x678 22 0) (ite x710 8 0) (ite x742 22 0) (ite x774 22 0) (ite x806 22 0) (ite x839 1163 0) (ite x871 592 0) (ite x903 6 0) (ite x935 900 0) (ite x967 461 0) (ite x999 22 0) (ite x1031 7 0) (ite x1063 900 0) (ite x1095 461 0) (ite x1127 22 0) (ite x1159 8 0) (ite x1191 900 0) (ite x1223 461 0) (ite x1255 22 0) (ite x1287 6 0) (ite x1319 900 0) (ite x1351 461 0) (ite x1383 22 0) (ite x1415 7 0) (ite x1447 900 0) (ite x1479 461 0) (ite x1511 22 0) (ite x1543 8 0) (ite x1575 900 0) (ite x1607 461 0) (ite x1639 22 0)) 1316))
(assert (<= (+ 0 (ite x7 439 0) (ite x39 439 0) (ite x71 6 0) (ite x103 22 0) (ite x135 22 0) (ite x167 22 0) (ite x199 7 0) (ite x231 22 0) (ite x263 22 0) (ite x295 22 0) (ite x327 8 0) (ite x359 22 0) (ite x391 22 0) (ite x423 22 0) (ite x455 6 0) (ite x487 22 0) (ite x519 22 0) (ite x551 22 0) (ite x583 7 0) (ite x615 22 0) (ite x647 22 0) (ite x679 22 0) (ite x711 8 0) (ite x743 22 0) (ite x775 22 0) (ite x807 22 0) (ite x840 1163 0) (ite x872 592 0) (ite x904 6 0) (ite x936 900 0) (ite x968 461 0) (ite x1000 22 0) (ite x1032 7 0) (ite x1064 900 0) (ite x1096 461 0) (ite x1128 22 0) (ite x1160 8 0) (ite x1192 900 0) (ite x1224 461 0) (ite x1256 22 0) (ite x1288 6 0) (ite x1320 900 0) (ite x1352 461 0) (ite x1384 22 0) (ite x1416 7 0) (ite x1448 900 0) (ite x1480 461 0) (ite x1512 22 0) (ite x1544 8 0) (ite x1576 900 0) (ite x1608 461 0) (ite x1640 22 0)) 1316))
(assert (<= (+ 0 (ite x8 439 0) (ite x40 439 0) (ite x72 6 0) (ite x104 22 0) (ite x136 22 0) (ite x168 22 0) (ite x200 7 0) (ite x232 22 0) (ite x264 22 0) (ite x296 22 0) (ite x328 8 0) (ite x360 22 0) (ite x392 22 0) (ite x424 22 0) (ite x456 6 0) (ite x488 22 0) (ite x520 22 0) (ite x552 22 0) (ite x584 7 0) (ite x616 22 0) (ite x648 22 0) (ite x680 22 0) (ite x712 8 0) (ite x744 22 0) (ite x776 22 0) (ite x808 22 0) (ite x841 1163 0) (ite x873 592 0) (ite x905 6 0) (ite x937 900 0) (ite x969 461 0) (ite x1001 22 0) (ite x1033 7 0) (ite x1065 900 0) (ite x1097 461 0) (ite x1129 22 0) (ite x1161 8 0) (ite x1193 900 0) (ite x1225 461 0) (ite x1257 22 0) (ite x1289 6 0) (ite x1321 900 0) (ite x1353 461 0) (ite x1385 22 0) (ite x1417 7 0) (ite x1449 900 0) (ite x1481 461 0) (ite x1513 22 0) (ite x1545 8 0) (ite x1577 900 0) (ite x1609 461 0) (ite x1641 22 0)) 1316))
(assert (<= (+ 0 (ite x9 439 0) (ite x41 439 0) (ite x73 6 0) (ite x105 22 0) (ite x137 22 0) (ite x169 22 0) (ite x201 7 0) (ite x233 22 0) (ite x265 22 0) (ite x297 22 0) (ite x329 8 0) (ite x361 22 0) (ite x393 22 0) (ite x425 22 0) (ite x457 6 0) (ite x489 22 0) (ite x521 22 0) (ite x553 22 0) (ite x585 7 0) (ite x617 22 0) (ite x649 22 0) (ite x681 22 0) (ite x713 8 0) (ite x745 22 0) (ite x777 22 0) (ite x809 22 0) (ite x842 1163 0) (ite x874 592 0) (ite x906 6 0) (ite x938 900 0) (ite x970 461 0) (ite x1002 22 0) (ite x1034 7 0) (ite x1066 900 0) (ite x1098 461 0) (ite x1130 22 0) (ite x1162 8 0) (ite x1194 900 0) (ite x1226 461 0) (ite x1258 22 0) (ite x1290 6 0) (ite x1322 900 0) (ite x1354 461 0) (ite x1386 22 0) (ite x1418 7 0) (ite x1450 900 0) (ite x1482 461 0) (ite x1514 22 0) (ite x1546 8 0) (ite x1578 900 0) (ite x1610 461 0) (ite x1642 22 0)) 1316))
(assert (<= (+ 0 (ite x10 439 0) (ite x42 439 0) (ite x74 6 0) (ite x106 22 0) (ite x138 22 0) (ite x170 22 0) (ite x202 7 0) (ite x234 22 0) (ite x266 22 0) (ite x298 22 0) (ite x330 8 0) (ite x362 22 0) (ite x394 22 0) (ite x426 22 0) (ite x458 6 0) (ite x490 22 0) (ite x522 22 0) (ite x554 22 0) (ite x586 7 0) (ite x618 22 0) (ite x650 22 0) (ite x682 22 0) (ite x714 8 0) (ite x746 22 0) (ite x778 22 0) (ite x810 22 0) (ite x843 1163 0) (ite x875 592 0) (ite x907 6 0) (ite x939 900 0) (ite x971 461 0) (ite x1003 22 0) (ite x1035 7 0) (ite x1067 900 0) (ite x1099 461 0) (ite x1131 22 0) (ite x1163 8 0) (ite x1195 900 0) (ite x1227 461 0) (ite x1259 22 0) (ite x1291 6 0) (ite x1323 900 0) (ite x1355 461 0) (ite x1387 22 0) (ite x1419 7 0) (ite x1451 900 0) (ite x1483 461 0) (ite x1515 22 0) (ite x1547 8 0) (ite x1579 900 0) (ite x1611 461 0) (ite x1643 22 0)) 1316))
(assert (<= (+ 0 (ite x11 439 0) (ite x43 439 0) (ite x75 6 0) (ite x107 22 0) (ite x139 22 0) (ite x171 22 0) (ite x203 7 0) (ite x235 22 0) (ite x267 22 0) (ite x299 22 0) (ite x331 8 0) (ite x363 22 0) (ite x395 22 0) (ite x427 22 0) (ite x459 6 0) (ite x491 22 0) (ite x523 22 0) (ite x555 22 0) (ite x587 7 0) (ite x619 22 0) (ite x651 22 0) (ite x683 22 0) (ite x715 8 0) (ite x747 22 0) (ite x779 22 0) (ite x811 22 0) (ite x844 1163 0) (ite x876 592 0) (ite x908 6 0) (ite x940 900 0) (ite x972 461 0) (ite x1004 22 0) (ite x1036 7 0) (ite x1068 900 0) (ite x1100 461 0) (ite x1132 22 0) (ite x1164 8 0) (ite x1196 900 0) (ite x1228 461 0) (ite x1260 22 0) (ite x1292 6 0) (ite x1324 900 0) (ite x1356 461 0) (ite x1388 22 0) (ite x1420 7 0) (ite x1452 900 0) (ite x1484 461 0) (ite x1516 22 0) (ite x1548 8 0) (ite x1580 900 0) (ite x1612 461 0) (ite x1644 22 0)) 1316))
(assert (<= (+ 0 (ite x12 439 0) (ite x44 439 0) (ite x76 6 0) (ite x108 22 0) (ite x140 22 0) (ite x172 22 0) (ite x204 7 0) (ite x236 22 0) (ite x268 22 0) (ite x300 22 0) (ite x332 8 0) (ite x364 22 0) (ite x396 22 0) (ite x428 22 0) (ite x460 6 0) (ite x492 22 0) (ite x524 22 0) (ite x556 22 0) (ite x588 7 0) (ite x620 22 0) (ite x652 22 0) (ite x684 22 0) (ite x716 8 0) (ite x748 22 0) (ite x780 22 0) (ite x812 22 0) (ite x845 1163 0) (ite x877 592 0) (ite x909 6 0) (ite x941 900 0) (ite x973 461 0) (ite x1005 22 0) (ite x1037 7 0) (ite x1069 900 0) (ite x1101 461 0) (ite x1133 22 0) (ite x1165 8 0) (ite x1197 900 0) (ite x1229 461 0) (ite x1261 22 0) (ite x1293 6 0) (ite x1325 900 0) (ite x1357 461 0) (ite x1389 22 0) (ite x1421 7 0) (ite x1453 900 0) (ite x1485 461 0) (ite x1517 22 0) (ite x1549 8 0) (ite x1581 900 0) (ite x1613 461 0) (ite x1645 22 0)) 1316))
(assert (<= (+ 0 (ite x13 439 0) (ite x45 439 0) (ite x77 6 0) (ite x109 22 0) (ite x141 22 0) (ite x173 22 0) (ite x205 7 0) (ite x237 22 0) (ite x269 22 0) (ite x301 22 0) (ite x333 8 0) (ite x365 22 0) (ite x397 22 0) (ite x429 22 0) (ite x461 6 0) (ite x493 22 0) (ite x525 22 0) (ite x557 22 0) (ite x589 7 0) (ite x621 22 0) (ite x653 22 0) (ite x685 22 0) (ite x717 8 0) (ite x749 22 0) (ite x781 22 0) (ite x813 22 0) (ite x846 1163 0) (ite x878 592 0) (ite x910 6 0) (ite x942 900 0) (ite x974 461 0) (ite x1006 22 0) (ite x1038 7 0) (ite x1070 900 0) (ite x1102 461 0) (ite x1134 22 0) (ite x1166 8 0) (ite x1198 900 0) (ite x1230 461 0) (ite x1262 22 0) (ite x1294 6 0) (ite x1326 900 0) (ite x1358 461 0) (ite x1390 22 0) (ite x1422 7 0) (ite x1454 900 0) (ite x1486 461 0) (ite x1518 22 0) (ite x1550 8 0) (ite x1582 900 0) (ite x1614 461 0) (ite x1646 22 0)) 1316))
(assert (<= (+ 0 (ite x14 439 0) (ite x46 439 0) (ite x78 6 0) (ite x110 22 0) (ite x142 22 0) (ite x174 22 0) (ite x206 7 0) (ite x238 22 0) (ite x270 22 0) (ite x302 22 0) (ite x334 8 0) (ite x366 22 0) (ite x398 22 0) (ite x430 22 0) (ite x462 6 0) (ite x494 22 0) (ite x526 22 0) (ite x558 22 0) (ite x590 7 0) (ite x622 22 0) (ite x654 22 0) (ite x686 22 0) (ite x718 8 0) (ite x750 22 0) (ite x782 22 0) (ite x814 22 0) (ite x847 1163 0) (ite x879 592 0) (ite x911 6 0) (ite x943 900 0) (ite x975 461 0) (ite x1007 22 0) (ite x1039 7 0) (ite x1071 900 0) (ite x1103 461 0) (ite x1135 22 0) (ite x1167 8 0) (ite x1199 900 0) (ite x1231 461 0) (ite x1263 22 0) (ite x1295 6 0) (ite x1327 900 0) (ite x1359 461 0) (ite x1391 22 0) (ite x1423 7 0) (ite x1455 900 0) (ite x1487 461 0) (ite x1519 22 0) (ite x1551 8 0) (ite x1583 900 0) (ite x1615 461 0) (ite x1647 22 0)) 1316))
(assert (<= (+ 0 (ite x15 439 0) (ite x47 439 0) (ite x79 6 0) (ite x111 22 0) (ite x143 22 0) (ite x175 22 0) (ite x207 7 0) (ite x239 22 0) (ite x271 22 0) (ite x303 22 0) (ite x335 8 0) (ite x367 22 0) (ite x399 22 0) (ite x431 22 0) (ite x463 6 0) (ite x495 22 0) (ite x527 22 0) (ite x559 22 0) (ite x591 7 0) (ite x623 22 0) (ite x655 22 0) (ite x687 22 0) (ite x719 8 0) (ite x751 22 0) (ite x783 22 0) (ite x815 22 0) (ite x848 1163 0) (ite x880 592 0) (ite x912 6 0) (ite x944 900 0) (ite x976 461 0) (ite x1008 22 0) (ite x1040 7 0) (ite x1072 900 0) (ite x1104 461 0) (ite x1136 22 0) (ite x1168 8 0) (ite x1200 900 0) (ite x1232 461 0) (ite x1264 22 0) (ite x1296 6 0) (ite x1328 900 0) (ite x1360 461 0) (ite x1392 22 0) (ite x1424 7 0) (ite x1456 900 0) (ite x1488 461 0) (ite x1520 22 0) (ite x1552 8 0) (ite x1584 900 0) (ite x1616 461 0) (ite x1648 22 0)) 1316))
(assert (<= (+ 0 (ite x16 439 0) (ite x48 439 0) (ite x80 6 0) (ite x112 22 0) (ite x144 22 0) (ite x176 22 0) (ite x208 7 0) (ite x240 22 0) (ite x272 22 0) (ite x304 22 0) (ite x336 8 0) (ite x368 22 0) (ite x400 22 0) (ite x432 22 0) (ite x464 6 0) (ite x496 22 0) (ite x528 22 0) (ite x560 22 0) (ite x592 7 0) (ite x624 22 0) (ite x656 22 0) (ite x688 22 0) (ite x720 8 0) (ite x752 22 0) (ite x784 22 0) (ite x816 22 0) (ite x849 1163 0) (ite x881 592 0) (ite x913 6 0) (ite x945 900 0) (ite x977 461 0) (ite x1009 22 0) (ite x1041 7 0) (ite x1073 900 0) (ite x1105 461 0) (ite x1137 22 0) (ite x1169 8 0) (ite x1201 900 0) (ite x1233 461 0) (ite x1265 22 0) (ite x1297 6 0) (ite x1329 900 0) (ite x1361 461 0) (ite x1393 22 0) (ite x1425 7 0) (ite x1457 900 0) (ite x1489 461 0) (ite x1521 22 0) (ite x1553 8 0) (ite x1585 900 0) (ite x1617 461 0) (ite x1649 22 0)) 1316))
(assert (<= (+ 0 (ite x17 439 0) (ite x49 439 0) (ite x81 6 0) (ite x113 22 0) (ite x145 22 0) (ite x177 22 0) (ite x209 7 0) (ite x241 22 0) (ite x273 22 0) (ite x305 22 0) (ite x337 8 0) (ite x369 22 0) (ite x401 22 0) (ite x433 22 0) (ite x465 6 0) (ite x497 22 0) (ite x529 22 0) (ite x561 22 0) (ite x593 7 0) (ite x625 22 0) (ite x657 22 0) (ite x689 22 0) (ite x721 8 0) (ite x753 22 0) (ite x785 22 0) (ite x817 22 0) (ite x850 1163 0) (ite x882 592 0) (ite x914 6 0) (ite x946 900 0) (ite x978 461 0) (ite x1010 22 0) (ite x1042 7 0) (ite x1074 900 0) (ite x1106 461 0) (ite x1138 22 0) (ite x1170 8 0) (ite x1202 900 0) (ite x1234 461 0) (ite x1266 22 0) (ite x1298 6 0) (ite x1330 900 0) (ite x1362 461 0) (ite x1394 22 0) (ite x1426 7 0) (ite x1458 900 0) (ite x1490 461 0) (ite x1522 22 0) (ite x1554 8 0) (ite x1586 900 0) (ite x1618 461 0) (ite x1650 22 0)) 1316))
(assert (<= (+ 0 (ite x18 439 0) (ite x50 439 0) (ite x82 6 0) (ite x114 22 0) (ite x146 22 0) (ite x178 22 0) (ite x210 7 0) (ite x242 22 0) (ite x274 22 0) (ite x306 22 0) (ite x338 8 0) (ite x370 22 0) (ite x402 22 0) (ite x434 22 0) (ite x466 6 0) (ite x498 22 0) (ite x530 22 0) (ite x562 22 0) (ite x594 7 0) (ite x626 22 0) (ite x658 22 0) (ite x690 22 0) (ite x722 8 0) (ite x754 22 0) (ite x786 22 0) (ite x818 22 0) (ite x851 1163 0) (ite x883 592 0) (ite x915 6 0) (ite x947 900 0) (ite x979 461 0) (ite x1011 22 0) (ite x1043 7 0) (ite x1075 900 0) (ite x1107 461 0) (ite x1139 22 0) (ite x1171 8 0) (ite x1203 900 0) (ite x1235 461 0) (ite x1267 22 0) (ite x1299 6 0) (ite x1331 900 0) (ite x1363 461 0) (ite x1395 22 0) (ite x1427 7 0) (ite x1459 900 0) (ite x1491 461 0) (ite x1523 22 0) (ite x1555 8 0) (ite x1587 900 0) (ite x1619 461 0) (ite x1651 22 0)) 1316))
(assert (<= (+ 0 (ite x19 439 0) (ite x51 439 0) (ite x83 6 0) (ite x115 22 0) (ite x147 22 0) (ite x179 22 0) (ite x211 7 0) (ite x243 22 0) (ite x275 22 0) (ite x307 22 0) (ite x339 8 0) (ite x371 22 0) (ite x403 22 0) (ite x435 22 0) (ite x467 6 0) (ite x499 22 0) (ite x531 22 0) (ite x563 22 0) (ite x595 7 0) (ite x627 22 0) (ite x659 22 0) (ite x691 22 0) (ite x723 8 0) (ite x755 22 0) (ite x787 22 0) (ite x819 22 0) (ite x852 1163 0) (ite x884 592 0) (ite x916 6 0) (ite x948 900 0) (ite x980 461 0) (ite x1012 22 0) (ite x1044 7 0) (ite x1076 900 0) (ite x1108 461 0) (ite x1140 22 0) (ite x1172 8 0) (ite x1204 900 0) (ite x1236 461 0) (ite x1268 22 0) (ite x1300 6 0) (ite x1332 900 0) (ite x1364 461 0) (ite x1396 22 0) (ite x1428 7 0) (ite x1460 900 0) (ite x1492 461 0) (ite x1524 22 0) (ite x1556 8 0) (ite x1588 900 0) (ite x1620 461 0) (ite x1652 22 0)) 1316))
(assert (<= (+ 0 (ite x20 439 0) (ite x52 439 0) (ite x84 6 0) (ite x116 22 0) (ite x148 22 0) (ite x180 22 0) (ite x212 7 0) (ite x244 22 0) (ite x276 22 0) (ite x308 22 0) (ite x340 8 0) (ite x372 22 0) (ite x404 22 0) (ite x436 22 0) (ite x468 6 0) (ite x500 22 0) (ite x532 22 0) (ite x564 22 0) (ite x596 7 0) (ite x628 22 0) (ite x660 22 0) (ite x692 22 0) (ite x724 8 0) (ite x756 22 0) (ite x788 22 0) (ite x820 22 0) (ite x853 1163 0) (ite x885 592 0) (ite x917 6 0) (ite x949 900 0) (ite x981 461 0) (ite x1013 22 0) (ite x1045 7 0) (ite x1077 900 0) (ite x1109 461 0) (ite x1141 22 0) (ite x1173 8 0) (ite x1205 900 0) (ite x1237 461 0) (ite x1269 22 0) (ite x1301 6 0) (ite x1333 900 0) (ite x1365 461 0) (ite x1397 22 0) (ite x1429 7 0) (ite x1461 900 0) (ite x1493 461 0) (ite x1525 22 0) (ite x1557 8 0) (ite x1589 900 0) (ite x1621 461 0) (ite x1653 22 0)) 1316))
(assert (<= (+ 0 (ite x21 439 0) (ite x53 439 0) (ite x85 6 0) (ite x117 22 0) (ite x149 22 0) (ite x181 22 0) (ite x213 7 0) (ite x245 22 0) (ite x277 22 0) (ite x309 22 0) (ite x341 8 0) (ite x373 22 0) (ite x405 22 0) (ite x437 22 0) (ite x469 6 0) (ite x501 22 0) (ite x533 22 0) (ite x565 22 0) (ite x597 7 0) (ite x629 22 0) (ite x661 22 0) (ite x693 22 0) (ite x725 8 0) (ite x757 22 0) (ite x789 22 0) (ite x821 22 0) (ite x854 1163 0) (ite x886 592 0) (ite x918 6 0) (ite x950 900 0) (ite x982 461 0) (ite x1014 22 0) (ite x1046 7 0) (ite x1078 900 0) (ite x1110 461 0) (ite x1142 22 0) (ite x1174 8 0) (ite x1206 900 0) (ite x1238 461 0) (ite x1270 22 0) (ite x1302 6 0) (ite x1334 900 0) (ite x1366 461 0) (ite x1398 22 0) (ite x1430 7 0) (ite x1462 900 0) (ite x1494 461 0) (ite x1526 22 0) (ite x1558 8 0) (ite x1590 900 0) (ite x1622 461 0) (ite x1654 22 0)) 1316))
(assert (<= (+ 0 (ite x22 439 0) (ite x54 439 0) (ite x86 6 0) (ite x118 22 0) (ite x150 22 0) (ite x182 22 0) (ite x214 7 0) (ite x246 22 0) (ite x278 22 0) (ite x310 22 0) (ite x342 8 0) (ite x374 22 0) (ite x406 22 0) (ite x438 22 0) (ite x470 6 0) (ite x502 22 0) (ite x534 22 0) (ite x566 22 0) (ite x598 7 0) (ite x630 22 0) (ite x662 22 0) (ite x694 22 0) (ite x726 8 0) (ite x758 22 0) (ite x790 22 0) (ite x822 22 0) (ite x855 1163 0) (ite x887 592 0) (ite x919 6 0) (ite x951 900 0) (ite x983 461 0) (ite x1015 22 0) (ite x1047 7 0) (ite x1079 900 0) (ite x1111 461 0) (ite x1143 22 0) (ite x1175 8 0) (ite x1207 900 0) (ite x1239 461 0) (ite x1271 22 0) (ite x1303 6 0) (ite x1335 900 0) (ite x1367 461 0) (ite x1399 22 0) (ite x1431 7 0) (ite x1463 900 0) (ite x1495 461 0) (ite x1527 22 0) (ite x1559 8 0) (ite x1591 900 0) (ite x1623 461 0) (ite x1655 22 0)) 1316))
(assert (<= (+ 0 (ite x23 439 0) (ite x55 439 0) (ite x87 6 0) (ite x119 22 0) (ite x151 22 0) (ite x183 22 0) (ite x215 7 0) (ite x247 22 0) (ite x279 22 0) (ite x311 22 0) (ite x343 8 0) (ite x375 22 0) (ite x407 22 0) (ite x439 22 0) (ite x471 6 0) (ite x503 22 0) (ite x535 22 0) (ite x567 22 0) (ite x599 7 0) (ite x631 22 0) (ite x663 22 0) (ite x695 22 0) (ite x727 8 0) (ite x759 22 0) (ite x791 22 0) (ite x823 22 0) (ite x856 1163 0) (ite x888 592 0) (ite x920 6 0) (ite x952 900 0) (ite x984 461 0) (ite x1016 22 0) (ite x1048 7 0) (ite x1080 900 0) (ite x1112 461 0) (ite x1144 22 0) (ite x1176 8 0) (ite x1208 900 0) (ite x1240 461 0) (ite x1272 22 0) (ite x1304 6 0) (ite x1336 900 0) (ite x1368 461 0) (ite x1400 22 0) (ite x1432 7 0) (ite x1464 900 0) (ite x1496 461 0) (ite x1528 22 0) (ite x1560 8 0) (ite x1592 900 0) (ite x1624 461 0) (ite x1656 22 0)) 1316))
(assert (<= (+ 0 (ite x24 439 0) (ite x56 439 0) (ite x88 6 0) (ite x120 22 0) (ite x152 22 0) (ite x184 22 0) (ite x216 7 0) (ite x248 22 0) (ite x280 22 0) (ite x312 22 0) (ite x344 8 0) (ite x376 22 0) (ite x408 22 0) (ite x440 22 0) (ite x472 6 0) (ite x504 22 0) (ite x536 22 0) (ite x568 22 0) (ite x600 7 0) (ite x632 22 0) (ite x664 22 0) (ite x696 22 0) (ite x728 8 0) (ite x760 22 0) (ite x792 22 0) (ite x824 22 0) (ite x857 1163 0) (ite x889 592 0) (ite x921 6 0) (ite x953 900 0) (ite x985 461 0) (ite x1017 22 0) (ite x1049 7 0) (ite x1081 900 0) (ite x1113 461 0) (ite x1145 22 0) (ite x1177 8 0) (ite x1209 900 0) (ite x1241 461 0) (ite x1273 22 0) (ite x1305 6 0) (ite x1337 900 0) (ite x1369 461 0) (ite x1401 22 0) (ite x1433 7 0) (ite x1465 900 0) (ite x1497 461 0) (ite x1529 22 0) (ite x1561 8 0) (ite x1593 900 0) (ite x1625 461 0) (ite x1657 22 0)) 1316))
(assert (<= (+ 0 (ite x25 439 0) (ite x57 439 0) (ite x89 6 0) (ite x121 22 0) (ite x153 22 0) (ite x185 22 0) (ite x217 7 0) (ite x249 22 0) (ite x281 22 0) (ite x313 22 0) (ite x345 8 0) (ite x377 22 0) (ite x409 22 0) (ite x441 22 0) (ite x473 6 0) (ite x505 22 0) (ite x537 22 0) (ite x569 22 0) (ite x601 7 0) (ite x633 22 0) (ite x665 22 0) (ite x697 22 0) (ite x729 8 0) (ite x761 22 0) (ite x793 22 0) (ite x825 22 0) (ite x858 1163 0) (ite x890 592 0) (ite x922 6 0) (ite x954 900 0) (ite x986 461 0) (ite x1018 22 0) (ite x1050 7 0) (ite x1082 900 0) (ite x1114 461 0) (ite x1146 22 0) (ite x1178 8 0) (ite x1210 900 0) (ite x1242 461 0) (ite x1274 22 0) (ite x1306 6 0) (ite x1338 900 0) (ite x1370 461 0) (ite x1402 22 0) (ite x1434 7 0) (ite x1466 900 0) (ite x1498 461 0) (ite x1530 22 0) (ite x1562 8 0) (ite x1594 900 0) (ite x1626 461 0) (ite x1658 22 0)) 1316))
(assert (<= (+ 0 (ite x26 439 0) (ite x58 439 0) (ite x90 6 0) (ite x122 22 0) (ite x154 22 0) (ite x186 22 0) (ite x218 7 0) (ite x250 22 0) (ite x282 22 0) (ite x314 22 0) (ite x346 8 0) (ite x378 22 0) (ite x410 22 0) (ite x442 22 0) (ite x474 6 0) (ite x506 22 0) (ite x538 22 0) (ite x570 22 0) (ite x602 7 0) (ite x634 22 0) (ite x666 22 0) (ite x698 22 0) (ite x730 8 0) (ite x762 22 0) (ite x794 22 0) (ite x826 22 0) (ite x859 1163 0) (ite x891 592 0) (ite x923 6 0) (ite x955 900 0) (ite x987 461 0) (ite x1019 22 0) (ite x1051 7 0) (ite x1083 900 0) (ite x1115 461 0) (ite x1147 22 0) (ite x1179 8 0) (ite x1211 900 0) (ite x1243 461 0) (ite x1275 22 0) (ite x1307 6 0) (ite x1339 900 0) (ite x1371 461 0) (ite x1403 22 0) (ite x1435 7 0) (ite x1467 900 0) (ite x1499 461 0) (ite x1531 22 0) (ite x1563 8 0) (ite x1595 900 0) (ite x1627 461 0) (ite x1659 22 0)) 1316))
(assert (<= (+ 0 (ite x27 439 0) (ite x59 439 0) (ite x91 6 0) (ite x123 22 0) (ite x155 22 0) (ite x187 22 0) (ite x219 7 0) (ite x251 22 0) (ite x283 22 0) (ite x315 22 0) (ite x347 8 0) (ite x379 22 0) (ite x411 22 0) (ite x443 22 0) (ite x475 6 0) (ite x507 22 0) (ite x539 22 0) (ite x571 22 0) (ite x603 7 0) (ite x635 22 0) (ite x667 22 0) (ite x699 22 0) (ite x731 8 0) (ite x763 22 0) (ite x795 22 0) (ite x827 22 0) (ite x860 1163 0) (ite x892 592 0) (ite x924 6 0) (ite x956 900 0) (ite x988 461 0) (ite x1020 22 0) (ite x1052 7 0) (ite x1084 900 0) (ite x1116 461 0) (ite x1148 22 0) (ite x1180 8 0) (ite x1212 900 0) (ite x1244 461 0) (ite x1276 22 0) (ite x1308 6 0) (ite x1340 900 0) (ite x1372 461 0) (ite x1404 22 0) (ite x1436 7 0) (ite x1468 900 0) (ite x1500 461 0) (ite x1532 22 0) (ite x1564 8 0) (ite x1596 900 0) (ite x1628 461 0) (ite x1660 22 0)) 1316))
(assert (<= (+ 0 (ite x28 439 0) (ite x60 439 0) (ite x92 6 0) (ite x124 22 0) (ite x156 22 0) (ite x188 22 0) (ite x220 7 0) (ite x252 22 0) (ite x284 22 0) (ite x316 22 0) (ite x348 8 0) (ite x380 22 0) (ite x412 22 0) (ite x444 22 0) (ite x476 6 0) (ite x508 22 0) (ite x540 22 0) (ite x572 22 0) (ite x604 7 0) (ite x636 22 0) (ite x668 22 0) (ite x700 22 0) (ite x732 8 0) (ite x764 22 0) (ite x796 22 0) (ite x828 22 0) (ite x861 1163 0) (ite x893 592 0) (ite x925 6 0) (ite x957 900 0) (ite x989 461 0) (ite x1021 22 0) (ite x1053 7 0) (ite x1085 900 0) (ite x1117 461 0) (ite x1149 22 0) (ite x1181 8 0) (ite x1213 900 0) (ite x1245 461 0) (ite x1277 22 0) (ite x1309 6 0) (ite x1341 900 0) (ite x1373 461 0) (ite x1405 22 0) (ite x1437 7 0) (ite x1469 900 0) (ite x1501 461 0) (ite x1533 22 0) (ite x1565 8 0) (ite x1597 900 0) (ite x1629 461 0) (ite x1661 22 0)) 1316))
(assert (<= (+ 0 (ite x29 439 0) (ite x61 439 0) (ite x93 6 0) (ite x125 22 0) (ite x157 22 0) (ite x189 22 0) (ite x221 7 0) (ite x253 22 0) (ite x285 22 0) (ite x317 22 0) (ite x349 8 0) (ite x381 22 0) (ite x413 22 0) (ite x445 22 0) (ite x477 6 0) (ite x509 22 0) (ite x541 22 0) (ite x573 22 0) (ite x605 7 0) (ite x637 22 0) (ite x669 22 0) (ite x701 22 0) (ite x733 8 0) (ite x765 22 0) (ite x797 22 0) (ite x829 22 0) (ite x862 1163 0) (ite x894 592 0) (ite x926 6 0) (ite x958 900 0) (ite x990 461 0) (ite x1022 22 0) (ite x1054 7 0) (ite x1086 900 0) (ite x1118 461 0) (ite x1150 22 0) (ite x1182 8 0) (ite x1214 900 0) (ite x1246 461 0) (ite x1278 22 0) (ite x1310 6 0) (ite x1342 900 0) (ite x1374 461 0) (ite x1406 22 0) (ite x1438 7 0) (ite x1470 900 0) (ite x1502 461 0) (ite x1534 22 0) (ite x1566 8 0) (ite x1598 900 0) (ite x1630 461 0) (ite x1662 22 0)) 1316))
(assert (<= (+ 0 (ite x30 439 0) (ite x62 439 0) (ite x94 6 0) (ite x126 22 0) (ite x158 22 0) (ite x190 22 0) (ite x222 7 0) (ite x254 22 0) (ite x286 22 0) (ite x318 22 0) (ite x350 8 0) (ite x382 22 0) (ite x414 22 0) (ite x446 22 0) (ite x478 6 0) (ite x510 22 0) (ite x542 22 0) (ite x574 22 0) (ite x606 7 0) (ite x638 22 0) (ite x670 22 0) (ite x702 22 0) (ite x734 8 0) (ite x766 22 0) (ite x798 22 0) (ite x830 22 0) (ite x863 1163 0) (ite x895 592 0) (ite x927 6 0) (ite x959 900 0) (ite x991 461 0) (ite x1023 22 0) (ite x1055 7 0) (ite x1087 900 0) (ite x1119 461 0) (ite x1151 22 0) (ite x1183 8 0) (ite x1215 900 0) (ite x1247 461 0) (ite x1279 22 0) (ite x1311 6 0) (ite x1343 900 0) (ite x1375 461 0) (ite x1407 22 0) (ite x1439 7 0) (ite x1471 900 0) (ite x1503 461 0) (ite x1535 22 0) (ite x1567 8 0) (ite x1599 900 0) (ite x1631 461 0) (ite x1663 22 0)) 1316))
(assert (<= (+ 0 (ite x31 439 0) (ite x63 439 0) (ite x95 6 0) (ite x127 22 0) (ite x159 22 0) (ite x191 22 0) (ite x223 7 0) (ite x255 22 0) (ite x287 22 0) (ite x319 22 0) (ite x351 8 0) (ite x383 22 0) (ite x415 22 0) (ite x447 22 0) (ite x479 6 0) (ite x511 22 0) (ite x543 22 0) (ite x575 22 0) (ite x607 7 0) (ite x639 22 0) (ite x671 22 0) (ite x703 22 0) (ite x735 8 0) (ite x767 22 0) (ite x799 22 0) (ite x831 22 0) (ite x864 1163 0) (ite x896 592 0) (ite x928 6 0) (ite x960 900 0) (ite x992 461 0) (ite x1024 22 0) (ite x1056 7 0) (ite x1088 900 0) (ite x1120 461 0) (ite x1152 22 0) (ite x1184 8 0) (ite x1216 900 0) (ite x1248 461 0) (ite x1280 22 0) (ite x1312 6 0) (ite x1344 900 0) (ite x1376 461 0) (ite x1408 22 0) (ite x1440 7 0) (ite x1472 900 0) (ite x1504 461 0) (ite x1536 22 0) (ite x1568 8 0) (ite x1600 900 0) (ite x1632 461 0) (ite x1664 22 0)) 1316))
(check-sat)
(get-model)
