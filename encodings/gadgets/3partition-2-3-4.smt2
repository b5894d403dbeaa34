; formal.recompute/1 format=smt2 k=0 budget=139 units=10 problem_sha256=d6c9470c32269c636335e012483dae2b72bbb5526ee35ac083fc03bb11b6fc8e
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
; var x11 H_1_0
; var x12 H_1_1
; var x13 H_1_2
; var x14 H_1_3
; var x15 H_1_4
; var x16 H_1_5
; var x17 H_1_6
; var x18 H_1_7
; var x19 H_1_8
; var x20 H_1_9
; var x21 H_2_0
; var x22 H_2_1
; var x23 H_2_2
; var x24 H_2_3
; var x25 H_2_4
; var x26 H_2_5
; var x27 H_2_6
; var x28 H_2_7
; var x29 H_2_8
; var x30 H_2_9
; var x31 H_3_0
; var x32 H_3_1
; var x33 H_3_2
; var x34 H_3_3
; var x35 H_3_4
; var x36 H_3_5
; var x37 H_3_6
; var x38 H_3_7
; var x39 H_3_8
; var x40 H_3_9
; var x41 H_4_0
; var x42 H_4_1
; var x43 H_4_2
; var x44 H_4_3
; var x45 H_4_4
; var x46 H_4_5
; var x47 H_4_6
; var x48 H_4_7
; var x49 H_4_8
; var x50 H_4_9
; var x51 H_5_0
; var x52 H_5_1
; var x53 H_5_2
; var x54 H_5_3
; var x55 H_5_4
; var x56 H_5_5
; var x57 H_5_6
; var x58 H_5_7
; var x59 H_5_8
; var x60 H_5_9
; var x61 H_6_0
; var x62 H_6_1
; var x63 H_6_2
; var x64 H_6_3
; var x65 H_6_4
; var x66 H_6_5
; var x67 H_6_6
; var x68 H_6_7
; var x69 H_6_8
; var x70 H_6_9
; var x71 H_7_0
; var x72 H_7_1
; var x73 H_7_2
; var x74 H_7_3
; var x75 H_7_4
; var x76 H_7_5
; var x77 H_7_6
; var x78 H_7_7
; var x79 H_7_8
; var x80 H_7_9
; var x81 H_8_0
; var x82 H_8_1
; var x83 H_8_2
; var x84 H_8_3
; var x85 H_8_4
; var x86 H_8_5
; var x87 H_8_6
; var x88 H_8_7
; var x89 H_8_8
; var x90 H_8_9
; var x91 H_9_0
; var x92 H_9_1
; var x93 H_9_2
; var x94 H_9_3
; var x95 H_9_4
; var x96 H_9_5
; var x97 H_9_6
; var x98 H_9_7
; var x99 H_9_8
; var x100 H_9_9
; var x101 R_0_0
; var x102 R_0_1
; var x103 R_0_2
; var x104 R_0_3
; var x105 R_0_4
; var x106 R_0_5
; var x107 R_0_6
; var x108 R_0_7
; var x109 R_0_8
; var x110 R_0_9
; var x111 R_1_0
; var x112 R_1_1
; var x113 R_1_2
; var x114 R_1_3
; var x115 R_1_4
; var x116 R_1_5
; var x117 R_1_6
; var x118 R_1_7
; var x119 R_1_8
; var x120 R_1_9
; var x121 R_2_0
; var x122 R_2_1
; var x123 R_2_2
; var x124 R_2_3
; var x125 R_2_4
; var x126 R_2_5
; var x127 R_2_6
; var x128 R_2_7
; var x129 R_2_8
; var x130 R_2_9
; var x131 R_3_0
; var x132 R_3_1
; var x133 R_3_2
; var x134 R_3_3
; var x135 R_3_4
; var x136 R_3_5
; var x137 R_3_6
; var x138 R_3_7
; var x139 R_3_8
; var x140 R_3_9
; var x141 R_4_0
; var x142 R_4_1
; var x143 R_4_2
; var x144 R_4_3
; var x145 R_4_4
; var x146 R_4_5
; var x147 R_4_6
; var x148 R_4_7
; var x149 R_4_8
; var x150 R_4_9
; var x151 R_5_0
; var x152 R_5_1
; var x153 R_5_2
; var x154 R_5_3
; var x155 R_5_4
; var x156 R_5_5
; var x157 R_5_6
; var x158 R_5_7
; var x159 R_5_8
; var x160 R_5_9
; var x161 R_6_0
; var x162 R_6_1
; var x163 R_6_2
; var x164 R_6_3
; var x165 R_6_4
; var x166 R_6_5
; var x167 R_6_6
; var x168 R_6_7
; var x169 R_6_8
; var x170 R_6_9
; var x171 R_7_0
; var x172 R_7_1
; var x173 R_7_2
; var x174 R_7_3
; var x175 R_7_4
; var x176 R_7_5
; var x177 R_7_6
; var x178 R_7_7
; var x179 R_7_8
; var x180 R_7_9
; var x181 R_8_0
; var x182 R_8_1
; var x183 R_8_2
; var x184 R_8_3
; var x185 R_8_4
; var x186 R_8_5
; var x187 R_8_6
; var x188 R_8_7
; var x189 R_8_8
; var x190 R_8_9
; var x191 R_9_0
; var x192 R_9_1
; var x193 R_9_2
; var x194 R_9_3
; var x195 R_9_4
; var x196 R_9_5
; var x197 R_9_6
; var x198 R_9_7
; var x199 R_9_8
; var x200 R_9_9
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
(assert (<= 0 0))
(assert (<= (+ 0 (ite x101 1 0) (ite x111 1 0) (ite x121 1 0) (ite x131 1 0) (ite x141 1 0) (ite x151 1 0) (ite x161 1 0) (ite x171 1 0) (ite x181 1 0) (ite x191 1 0)) 1))
(assert (>= (+ 0 (ite x101 1 0) (ite x102 -1 0) (ite x111 1 0) (ite x112 -1 0) (ite x121 1 0) (ite x122 -1 0) (ite x131 1 0) (ite x132 -1 0) (ite x141 1 0) (ite x142 -1 0) (ite x151 1 0) (ite x152 -1 0) (ite x161 1 0) (ite x162 -1 0) (ite x171 1 0) (ite x172 -1 0) (ite x181 1 0) (ite x182 -1 0) (ite x191 1 0) (ite x192 -1 0)) 0))
(assert (<= (+ 0 (ite x102 1 0) (ite x112 1 0) (ite x122 1 0) (ite x132 1 0) (ite x142 1 0) (ite x152 1 0) (ite x162 1 0) (ite x172 1 0) (ite x182 1 0) (ite x192 1 0)) 1))
(assert (>= (+ 0 (ite x102 1 0) (ite x103 -1 0) (ite x112 1 0) (ite x113 -1 0) (ite x122 1 0) (ite x123 -1 0) (ite x132 1 0) (ite x133 -1 0) (ite x142 1 0) (ite x143 -1 0) (ite x152 1 0) (ite x153 -1 0) (ite x162 1 0) (ite x163 -1 0) (ite x172 1 0) (ite x173 -1 0) (ite x182 1 0) (ite x183 -1 0) (ite x192 1 0) (ite x193 -1 0)) 0))
(assert (<= (+ 0 (ite x103 1 0) (ite x113 1 0) (ite x123 1 0) (ite x133 1 0) (ite x143 1 0) (ite x153 1 0) (ite x163 1 0) (ite x173 1 0) (ite x183 1 0) (ite x193 1 0)) 1))
(assert (>= (+ 0 (ite x103 1 0) (ite x104 -1 0) (ite x113 1 0) (ite x114 -1 0) (ite x123 1 0) (ite x124 -1 0) (ite x133 1 0) (ite x134 -1 0) (ite x143 1 0) (ite x144 -1 0) (ite x153 1 0) (ite x154 -1 0) (ite x163 1 0) (ite x164 -1 0) (ite x173 1 0) (ite x174 -1 0) (ite x183 1 0) (ite x184 -1 0) (ite x193 1 0) (ite x194 -1 0)) 0))
(assert (<= (+ 0 (ite x104 1 0) (ite x114 1 0) (ite x124 1 0) (ite x134 1 0) (ite x144 1 0) (ite x154 1 0) (ite x164 1 0) (ite x174 1 0) (ite x184 1 0) (ite x194 1 0)) 1))
(assert (>= (+ 0 (ite x104 1 0) (ite x105 -1 0) (ite x114 1 0) (ite x115 -1 0) (ite x124 1 0) (ite x125 -1 0) (ite x134 1 0) (ite x135 -1 0) (ite x144 1 0) (ite x145 -1 0) (ite x154 1 0) (ite x155 -1 0) (ite x164 1 0) (ite x165 -1 0) (ite x174 1 0) (ite x175 -1 0) (ite x184 1 0) (ite x185 -1 0) (ite x194 1 0) (ite x195 -1 0)) 0))
(assert (<= (+ 0 (ite x105 1 0) (ite x115 1 0) (ite x125 1 0) (ite x135 1 0) (ite x145 1 0) (ite x155 1 0) (ite x165 1 0) (ite x175 1 0) (ite x185 1 0) (ite x195 1 0)) 1))
(assert (>= (+ 0 (ite x105 1 0) (ite x106 -1 0) (ite x115 1 0) (ite x116 -1 0) (ite x125 1 0) (ite x126 -1 0) (ite x135 1 0) (ite x136 -1 0) (ite x145 1 0) (ite x146 -1 0) (ite x155 1 0) (ite x156 -1 0) (ite x165 1 0) (ite x166 -1 0) (ite x175 1 0) (ite x176 -1 0) (ite x185 1 0) (ite x186 -1 0) (ite x195 1 0) (ite x196 -1 0)) 0))
(assert (<= (+ 0 (ite x106 1 0) (ite x116 1 0) (ite x126 1 0) (ite x136 1 0) (ite x146 1 0) (ite x156 1 0) (ite x166 1 0) (ite x176 1 0) (ite x186 1 0) (ite x196 1 0)) 1))
(assert (>= (+ 0 (ite x106 1 0) (ite x107 -1 0) (ite x116 1 0) (ite x117 -1 0) (ite x126 1 0) (ite x127 -1 0) (ite x136 1 0) (ite x137 -1 0) (ite x146 1 0) (ite x147 -1 0) (ite x156 1 0) (ite x157 -1 0) (ite x166 1 0) (ite x167 -1 0) (ite x176 1 0) (ite x177 -1 0) (ite x186 1 0) (ite x187 -1 0) (ite x196 1 0) (ite x197 -1 0)) 0))
(assert (<= (+ 0 (ite x107 1 0) (ite x117 1 0) (ite x127 1 0) (ite x137 1 0) (ite x147 1 0) (ite x157 1 0) (ite x167 1 0) (ite x177 1 0) (ite x187 1 0) (ite x197 1 0)) 1))
(assert (>= (+ 0 (ite x107 1 0) (ite x108 -1 0) (ite x117 1 0) (ite x118 -1 0) (ite x127 1 0) (ite x128 -1 0) (ite x137 1 0) (ite x138 -1 0) (ite x147 1 0) (ite x148 -1 0) (ite x157 1 0) (ite x158 -1 0) (ite x167 1 0) (ite x168 -1 0) (ite x177 1 0) (ite x178 -1 0) (ite x187 1 0) (ite x188 -1 0) (ite x197 1 0) (ite x198 -1 0)) 0))
(assert (<= (+ 0 (ite x108 1 0) (ite x118 1 0) (ite x128 1 0) (ite x138 1 0) (ite x148 1 0) (ite x158 1 0) (ite x168 1 0) (ite x178 1 0) (ite x188 1 0) (ite x198 1 0)) 1))
(assert (>= (+ 0 (ite x108 1 0) (ite x109 -1 0) (ite x118 1 0) (ite x119 -1 0) (ite x128 1 0) (ite x129 -1 0) (ite x138 1 0) (ite x139 -1 0) (ite x148 1 0) (ite x149 -1 0) (ite x158 1 0) (ite x159 -1 0) (ite x168 1 0) (ite x169 -1 0) (ite x178 1 0) (ite x179 -1 0) (ite x188 1 0) (ite x189 -1 0) (ite x198 1 0) (ite x199 -1 0)) 0))
(assert (<= (+ 0 (ite x109 1 0) (ite x119 1 0) (ite x129 1 0) (ite x139 1 0) (ite x149 1 0) (ite x159 1 0) (ite x169 1 0) (ite x179 1 0) (ite x189 1 0) (ite x199 1 0)) 1))
(assert (>= (+ 0 (ite x109 1 0) (ite x110 -1 0) (ite x119 1 0) (ite x120 -1 0) (ite x129 1 0) (ite x130 -1 0) (ite x139 1 0) (ite x140 -1 0) (ite x149 1 0) (ite x150 -1 0) (ite x159 1 0) (ite x160 -1 0) (ite x169 1 0) (ite x170 -1 0) (ite x179 1 0) (ite x180 -1 0) (ite x189 1 0) (ite x190 -1 0) (ite x199 1 0) (ite x200 -1 0)) 0))
(assert (<= (+ 0 (ite x110 1 0) (ite x120 1 0) (ite x130 1 0) (ite x140 1 0) (ite x150 1 0) (ite x160 1 0) (ite x170 1 0) (ite x180 1 0) (ite x190 1 0) (ite x200 1 0)) 1))
(assert (>= (+ 0 (ite x101 1 0) (ite x102 1 0) (ite x103 1 0) (ite x104 1 0) (ite x105 1 0) (ite x106 1 0) (ite x107 1 0) (ite x108 1 0) (ite x109 1 0) (ite x110 1 0)) 1))
(assert (<= (+ 0 (ite x101 1 0) (ite x102 1 0) (ite x103 1 0) (ite x104 1 0) (ite x105 1 0) (ite x106 1 0) (ite x107 1 0) (ite x108 1 0) (ite x109 1 0) (ite x110 1 0)) 1))
(assert (>= (+ 0 (ite x111 1 0) (ite x112 1 0) (ite x113 1 0) (ite x114 1 0) (ite x115 1 0) (ite x116 1 0) (ite x117 1 0) (ite x118 1 0) (ite x119 1 0) (ite x120 1 0)) 1))
(assert (<= (+ 0 (ite x111 1 0) (ite x112 1 0) (ite x113 1 0) (ite x114 1 0) (ite x115 1 0) (ite x116 1 0) (ite x117 1 0) (ite x118 1 0) (ite x119 1 0) (ite x120 1 0)) 1))
(assert (>= (+ 0 (ite x121 1 0) (ite x122 1 0) (ite x123 1 0) (ite x124 1 0) (ite x125 1 0) (ite x126 1 0) (ite x127 1 0) (ite x128 1 0) (ite x129 1 0) (ite x130 1 0)) 1))
(assert (<= (+ 0 (ite x121 1 0) (ite x122 1 0) (ite x123 1 0) (ite x124 1 0) (ite x125 1 0) (ite x126 1 0) (ite x127 1 0) (ite x128 1 0) (ite x129 1 0) (ite x130 1 0)) 1))
(assert (>= (+ 0 (ite x131 1 0) (ite x132 1 0) (ite x133 1 0) (ite x134 1 0) (ite x135 1 0) (ite x136 1 0) (ite x137 1 0) (ite x138 1 0) (ite x139 1 0) (ite x140 1 0)) 1))
(assert (<= (+ 0 (ite x131 1 0) (ite x132 1 0) (ite x133 1 0) (ite x134 1 0) (ite x135 1 0) (ite x136 1 0) (ite x137 1 0) (ite x138 1 0) (ite x139 1 0) (ite x140 1 0)) 1))
(assert (>= (+ 0 (ite x141 1 0) (ite x142 1 0) (ite x143 1 0) (ite x144 1 0) (ite x145 1 0) (ite x146 1 0) (ite x147 1 0) (ite x148 1 0) (ite x149 1 0) (ite x150 1 0)) 1))
(assert (<= (+ 0 (ite x141 1 0) (ite x142 1 0) (ite x143 1 0) (ite x144 1 0) (ite x145 1 0) (ite x146 1 0) (ite x147 1 0) (ite x148 1 0) (ite x149 1 0) (ite x150 1 0)) 1))
(assert (>= (+ 0 (ite x151 1 0) (ite x152 1 0) (ite x153 1 0) (ite x154 1 0) (ite x155 1 0) (ite x156 1 0) (ite x157 1 0) (ite x158 1 0) (ite x159 1 0) (ite x160 1 0)) 1))
(assert (<= (+ 0 (ite x151 1 0) (ite x152 1 0) (ite x153 1 0) (ite x154 1 0) (ite x155 1 0) (ite x156 1 0) (ite x157 1 0) (ite x158 1 0) (ite x159 1 0) (ite x160 1 0)) 1))
(assert (>= (+ 0 (ite x161 1 0) (ite x162 1 0) (ite x163 1 0) (ite x164 1 0) (ite x165 1 0) (ite x166 1 0) (ite x167 1 0) (ite x168 1 0) (ite x169 1 0) (ite x170 1 0)) 1))
(assert (<= (+ 0 (ite x161 1 0) (ite x162 1 0) (ite x163 1 0) (ite x164 1 0) (ite x165 1 0) (ite x166 1 0) (ite x167 1 0) (ite x168 1 0) (ite x169 1 0) (ite x170 1 0)) 1))
(assert (>= (+ 0 (ite x171 1 0) (ite x172 1 0) (ite x173 1 0) (ite x174 1 0) (ite x175 1 0) (ite x176 1 0) (ite x177 1 0) (ite x178 1 0) (ite x179 1 0) (ite x180 1 0)) 1))
(assert (<= (+ 0 (ite x171 1 0) (ite x172 1 0) (ite x173 1 0) (ite x174 1 0) (ite x175 1 0) (ite x176 1 0) (ite x177 1 0) (ite x178 1 0) (ite x179 1 0) (ite x180 1 0)) 1))
(assert (>= (+ 0 (ite x181 1 0) (ite x182 1 0) (ite x183 1 0) (ite x184 1 0) (ite x185 1 0) (ite x186 1 0) (ite x187 1 0) (ite x188 1 0) (ite x189 1 0) (ite x190 1 0)) 1))
(assert (<= (+ 0 (ite x181 1 0) (ite x182 1 0) (ite x183 1 0) (ite x184 1 0) (ite x185 1 0) (ite x186 1 0) (ite x187 1 0) (ite x188 1 0) (ite x189 1 0) (ite x190 1 0)) 1))
(assert (>= (+ 0 (ite x191 1 0) (ite x192 1 0) (ite x193 1 0) (ite x194 1 0) (ite x195 1 0) (ite x196 1 0) (ite x197 1 0) (ite x198 1 0) (ite x199 1 0) (ite x200 1 0)) 1))
(assert (<= (+ 0 (ite x191 1 0) (ite x192 1 0) (ite x193 1 0) (ite x194 1 0) (ite x195 1 0) (ite x196 1 0) (ite x197 1 0) (ite x198 1 0) (ite x199 1 0) (ite x200 1 0)) 1))
(assert (>= (+ 0 (ite x1 1 0) (ite x101 -1 0)) 0))
(assert (<= (+ 0 (ite x1 1 0) (ite x101 -1 0)) 0))
(assert (>= (+ 0 (ite x2 1 0) (ite x102 -1 0)) 0))
(assert (<= (+ 0 (ite x1 -1 0) (ite x2 1 0) (ite x102 -1 0)) 0))
(assert (>= (+ 0 (ite x1 -1 0) (ite x2 1 0)) 0))
(assert (>= (+ 0 (ite x3 1 0) (ite x103 -1 0)) 0))
(assert (<= (+ 0 (ite x2 -1 0) (ite x3 1 0) (ite x103 -1 0)) 0))
(assert (>= (+ 0 (ite x2 -1 0) (ite x3 1 0)) 0))
(assert (>= (+ 0 (ite x4 1 0) (ite x104 -1 0)) 0))
(assert (<= (+ 0 (ite x3 -1 0) (ite x4 1 0) (ite x104 -1 0)) 0))
(assert (>= (+ 0 (ite x3 -1 0) (ite x4 1 0)) 0))
(assert (>= (+ 0 (ite x5 1 0) (ite x105 -1 0)) 0))
(assert (<= (+ 0 (ite x4 -1 0) (ite x5 1 0) (ite x105 -1 0)) 0))
(assert (>= (+ 0 (ite x4 -1 0) (ite x5 1 0)) 0))
(assert (>= (+ 0 (ite x6 1 0) (ite x106 -1 0)) 0))
(assert (<= (+ 0 (ite x5 -1 0) (ite x6 1 0) (ite x106 -1 0)) 0))
(assert (>= (+ 0 (ite x5 -1 0) (ite x6 1 0)) 0))
(assert (>= (+ 0 (ite x7 1 0) (ite x107 -1 0)) 0))
(assert (<= (+ 0 (ite x6 -1 0) (ite x7 1 0) (ite x107 -1 0)) 0))
(assert (>= (+ 0 (ite x6 -1 0) (ite x7 1 0)) 0))
(assert (>= (+ 0 (ite x8 1 0) (ite x108 -1 0)) 0))
(assert (<= (+ 0 (ite x7 -1 0) (ite x8 1 0) (ite x108 -1 0)) 0))
(assert (>= (+ 0 (ite x7 -1 0) (ite x8 1 0)) 0))
(assert (>= (+ 0 (ite x9 1 0) (ite x109 -1 0)) 0))
(assert (<= (+ 0 (ite x8 -1 0) (ite x9 1 0) (ite x109 -1 0)) 0))
(assert (>= (+ 0 (ite x8 -1 0) (ite x9 1 0)) 0))
(assert (>= (+ 0 (ite x10 1 0) (ite x110 -1 0)) 0))
(assert (<= (+ 0 (ite x9 -1 0) (ite x10 1 0) (ite x110 -1 0)) 0))
(assert (>= (+ 0 (ite x9 -1 0) (ite x10 1 0)) 0))
(assert (<= (+ 0 (ite x11 1 0) (ite x111 -1 0)) 0))
(assert (<= (+ 0 (ite x11 -1 0) (ite x12 1 0) (ite x112 -1 0)) 0))
(assert (<= (+ 0 (ite x12 -1 0) (ite x13 1 0) (ite x113 -1 0)) 0))
(assert (<= (+ 0 (ite x13 -1 0) (ite x14 1 0) (ite x114 -1 0)) 0))
(assert (<= (+ 0 (ite x14 -1 0) (ite x15 1 0) (ite x115 -1 0)) 0))
(assert (<= (+ 0 (ite x15 -1 0) (ite x16 1 0) (ite x116 -1 0)) 0))
(assert (<= (+ 0 (ite x16 -1 0) (ite x17 1 0) (ite x117 -1 0)) 0))
(assert (<= (+ 0 (ite x17 -1 0) (ite x18 1 0) (ite x118 -1 0)) 0))
(assert (<= (+ 0 (ite x18 -1 0) (ite x19 1 0) (ite x119 -1 0)) 0))
(assert (<= (+ 0 (ite x19 -1 0) (ite x20 1 0) (ite x120 -1 0)) 0))
(assert (>= (+ 0 (ite x21 1 0) (ite x121 -1 0)) 0))
(assert (<= (+ 0 (ite x21 1 0) (ite x121 -1 0)) 0))
(assert (>= (+ 0 (ite x22 1 0) (ite x122 -1 0)) 0))
(assert (<= (+ 0 (ite x21 -1 0) (ite x22 1 0) (ite x122 -1 0)) 0))
(assert (>= (+ 0 (ite x21 -1 0) (ite x22 1 0)) 0))
(assert (>= (+ 0 (ite x23 1 0) (ite x123 -1 0)) 0))
(assert (<= (+ 0 (ite x22 -1 0) (ite x23 1 0) (ite x123 -1 0)) 0))
(assert (>= (+ 0 (ite x22 -1 0) (ite x23 1 0)) 0))
(assert (>= (+ 0 (ite x24 1 0) (ite x124 -1 0)) 0))
(assert (<= (+ 0 (ite x23 -1 0) (ite x24 1 0) (ite x124 -1 0)) 0))
(assert (>= (+ 0 (ite x23 -1 0) (ite x24 1 0)) 0))
(assert (>= (+ 0 (ite x25 1 0) (ite x125 -1 0)) 0))
(assert (<= (+ 0 (ite x24 -1 0) (ite x25 1 0) (ite x125 -1 0)) 0))
(assert (>= (+ 0 (ite x24 -1 0) (ite x25 1 0)) 0))
(assert (>= (+ 0 (ite x26 1 0) (ite x126 -1 0)) 0))
(assert (<= (+ 0 (ite x25 -1 0) (ite x26 1 0) (ite x126 -1 0)) 0))
(assert (>= (+ 0 (ite x25 -1 0) (ite x26 1 0)) 0))
(assert (>= (+ 0 (ite x27 1 0) (ite x127 -1 0)) 0))
(assert (<= (+ 0 (ite x26 -1 0) (ite x27 1 0) (ite x127 -1 0)) 0))
(assert (>= (+ 0 (ite x26 -1 0) (ite x27 1 0)) 0))
(assert (>= (+ 0 (ite x28 1 0) (ite x128 -1 0)) 0))
(assert (<= (+ 0 (ite x27 -1 0) (ite x28 1 0) (ite x128 -1 0)) 0))
(assert (>= (+ 0 (ite x27 -1 0) (ite x28 1 0)) 0))
(assert (>= (+ 0 (ite x29 1 0) (ite x129 -1 0)) 0))
(assert (<= (+ 0 (ite x28 -1 0) (ite x29 1 0) (ite x129 -1 0)) 0))
(assert (>= (+ 0 (ite x28 -1 0) (ite x29 1 0)) 0))
(assert (>= (+ 0 (ite x30 1 0) (ite x130 -1 0)) 0))
(assert (<= (+ 0 (ite x29 -1 0) (ite x30 1 0) (ite x130 -1 0)) 0))
(assert (>= (+ 0 (ite x29 -1 0) (ite x30 1 0)) 0))
(assert (>= (+ 0 (ite x31 1 0) (ite x131 -1 0)) 0))
(assert (<= (+ 0 (ite x31 1 0) (ite x131 -1 0)) 0))
(assert (>= (+ 0 (ite x32 1 0) (ite x132 -1 0)) 0))
(assert (<= (+ 0 (ite x31 -1 0) (ite x32 1 0) (ite x132 -1 0)) 0))
(assert (>= (+ 0 (ite x31 -1 0) (ite x32 1 0)) 0))
(assert (>= (+ 0 (ite x33 1 0) (ite x133 -1 0)) 0))
(assert (<= (+ 0 (ite x32 -1 0) (ite x33 1 0) (ite x133 -1 0)) 0))
(assert (>= (+ 0 (ite x32 -1 0) (ite x33 1 0)) 0))
(assert (>= (+ 0 (ite x34 1 0) (ite x134 -1 0)) 0))
(assert (<= (+ 0 (ite x33 -1 0) (ite x34 1 0) (ite x134 -1 0)) 0))
(assert (>= (+ 0 (ite x33 -1 0) (ite x34 1 0)) 0))
(assert (>= (+ 0 (ite x35 1 0) (ite x135 -1 0)) 0))
(assert (<= (+ 0 (ite x34 -1 0) (ite x35 1 0) (ite x135 -1 0)) 0))
(assert (>= (+ 0 (ite x34 -1 0) (ite x35 1 0)) 0))
(assert (>= (+ 0 (ite x36 1 0) (ite x136 -1 0)) 0))
(assert (<= (+ 0 (ite x35 -1 0) (ite x36 1 0) (ite x136 -1 0)) 0))
(assert (>= (+ 0 (ite x35 -1 0) (ite x36 1 0)) 0))
(assert (>= (+ 0 (ite x37 1 0) (ite x137 -1 0)) 0))
(assert (<= (+ 0 (ite x36 -1 0) (ite x37 1 0) (ite x137 -1 0)) 0))
(assert (>= (+ 0 (ite x36 -1 0) (ite x37 1 0)) 0))
(assert (>= (+ 0 (ite x38 1 0) (ite x138 -1 0)) 0))
(assert (<= (+ 0 (ite x37 -1 0) (ite x38 1 0) (ite x138 -1 0)) 0))
(assert (>= (+ 0 (ite x37 -1 0) (ite x38 1 0)) 0))
(assert (>= (+ 0 (ite x39 1 0) (ite x139 -1 0)) 0))
(assert (<= (+ 0 (ite x38 -1 0) (ite x39 1 0) (ite x139 -1 0)) 0))
(assert (>= (+ 0 (ite x38 -1 0) (ite x39 1 0)) 0))
(assert (>= (+ 0 (ite x40 1 0) (ite x140 -1 0)) 0))
(assert (<= (+ 0 (ite x39 -1 0) (ite x40 1 0) (ite x140 -1 0)) 0))
(assert (>= (+ 0 (ite x39 -1 0) (ite x40 1 0)) 0))
(assert (<= (+ 0 (ite x41 1 0) (ite x141 -1 0)) 0))
(assert (<= (+ 0 (ite x41 -1 0) (ite x42 1 0) (ite x142 -1 0)) 0))
(assert (<= (+ 0 (ite x42 -1 0) (ite x43 1 0) (ite x143 -1 0)) 0))
(assert (<= (+ 0 (ite x43 -1 0) (ite x44 1 0) (ite x144 -1 0)) 0))
(assert (<= (+ 0 (ite x44 -1 0) (ite x45 1 0) (ite x145 -1 0)) 0))
(assert (<= (+ 0 (ite x45 -1 0) (ite x46 1 0) (ite x146 -1 0)) 0))
(assert (<= (+ 0 (ite x46 -1 0) (ite x47 1 0) (ite x147 -1 0)) 0))
(assert (<= (+ 0 (ite x47 -1 0) (ite x48 1 0) (ite x148 -1 0)) 0))
(assert (<= (+ 0 (ite x48 -1 0) (ite x49 1 0) (ite x149 -1 0)) 0))
(assert (<= (+ 0 (ite x49 -1 0) (ite x50 1 0) (ite x150 -1 0)) 0))
(assert (>= (+ 0 (ite x51 1 0) (ite x151 -1 0)) 0))
(assert (<= (+ 0 (ite x51 1 0) (ite x151 -1 0)) 0))
(assert (>= (+ 0 (ite x52 1 0) (ite x152 -1 0)) 0))
(assert (<= (+ 0 (ite x51 -1 0) (ite x52 1 0) (ite x152 -1 0)) 0))
(assert (>= (+ 0 (ite x51 -1 0) (ite x52 1 0)) 0))
(assert (>= (+ 0 (ite x53 1 0) (ite x153 -1 0)) 0))
(assert (<= (+ 0 (ite x52 -1 0) (ite x53 1 0) (ite x153 -1 0)) 0))
(assert (>= (+ 0 (ite x52 -1 0) (ite x53 1 0)) 0))
(assert (>= (+ 0 (ite x54 1 0) (ite x154 -1 0)) 0))
(assert (<= (+ 0 (ite x53 -1 0) (ite x54 1 0) (ite x154 -1 0)) 0))
(assert (>= (+ 0 (ite x53 -1 0) (ite x54 1 0)) 0))
(assert (>= (+ 0 (ite x55 1 0) (ite x155 -1 0)) 0))
(assert (<= (+ 0 (ite x54 -1 0) (ite x55 1 0) (ite x155 -1 0)) 0))
(assert (>= (+ 0 (ite x54 -1 0) (ite x55 1 0)) 0))
(assert (>= (+ 0 (ite x56 1 0) (ite x156 -1 0)) 0))
(assert (<= (+ 0 (ite x55 -1 0) (ite x56 1 0) (ite x156 -1 0)) 0))
(assert (>= (+ 0 (ite x55 -1 0) (ite x56 1 0)) 0))
(assert (>= (+ 0 (ite x57 1 0) (ite x157 -1 0)) 0))
(assert (<= (+ 0 (ite x56 -1 0) (ite x57 1 0) (ite x157 -1 0)) 0))
(assert (>= (+ 0 (ite x56 -1 0) (ite x57 1 0)) 0))
(assert (>= (+ 0 (ite x58 1 0) (ite x158 -1 0)) 0))
(assert (<= (+ 0 (ite x57 -1 0) (ite x58 1 0) (ite x158 -1 0)) 0))
(assert (>= (+ 0 (ite x57 -1 0) (ite x58 1 0)) 0))
(assert (>= (+ 0 (ite x59 1 0) (ite x159 -1 0)) 0))
(assert (<= (+ 0 (ite x58 -1 0) (ite x59 1 0) (ite x159 -1 0)) 0))
(assert (>= (+ 0 (ite x58 -1 0) (ite x59 1 0)) 0))
(assert (>= (+ 0 (ite x60 1 0) (ite x160 -1 0)) 0))
(assert (<= (+ 0 (ite x59 -1 0) (ite x60 1 0) (ite x160 -1 0)) 0))
(assert (>= (+ 0 (ite x59 -1 0) (ite x60 1 0)) 0))
(assert (>= (+ 0 (ite x61 1 0) (ite x161 -1 0)) 0))
(assert (<= (+ 0 (ite x61 1 0) (ite x161 -1 0)) 0))
(assert (>= (+ 0 (ite x62 1 0) (ite x162 -1 0)) 0))
(assert (<= (+ 0 (ite x61 -1 0) (ite x62 1 0) (ite x162 -1 0)) 0))
(assert (>= (+ 0 (ite x61 -1 0) (ite x62 1 0)) 0))
(assert (>= (+ 0 (ite x63 1 0) (ite x163 -1 0)) 0))
(assert (<= (+ 0 (ite x62 -1 0) (ite x63 1 0) (ite x163 -1 0)) 0))
(assert (>= (+ 0 (ite x62 -1 0) (ite x63 1 0)) 0))
(assert (>= (+ 0 (ite x64 1 0) (ite x164 -1 0)) 0))
(assert (<= (+ 0 (ite x63 -1 0) (ite x64 1 0) (ite x164 -1 0)) 0))
(assert (>= (+ 0 (ite x63 -1 0) (ite x64 1 0)) 0))
(assert (>= (+ 0 (ite x65 1 0) (ite x165 -1 0)) 0))
(assert (<= (+ 0 (ite x64 -1 0) (ite x65 1 0) (ite x165 -1 0)) 0))
(assert (>= (+ 0 (ite x64 -1 0) (ite x65 1 0)) 0))
(assert (>= (+ 0 (ite x66 1 0) (ite x166 -1 0)) 0))
(assert (<= (+ 0 (ite x65 -1 0) (ite x66 1 0) (ite x166 -1 0)) 0))
(assert (>= (+ 0 (ite x65 -1 0) (ite x66 1 0)) 0))
(assert (>= (+ 0 (ite x67 1 0) (ite x167 -1 0)) 0))
(assert (<= (+ 0 (ite x66 -1 0) (ite x67 1 0) (ite x167 -1 0)) 0))
(assert (>= (+ 0 (ite x66 -1 0) (ite x67 1 0)) 0))
(assert (>= (+ 0 (ite x68 1 0) (ite x168 -1 0)) 0))
(assert (<= (+ 0 (ite x67 -1 0) (ite x68 1 0) (ite x168 -1 0)) 0))
(assert (>= (+ 0 (ite x67 -1 0) (ite x68 1 0)) 0))
(assert (>= (+ 0 (ite x69 1 0) (ite x169 -1 0)) 0))
(assert (<= (+ 0 (ite x68 -1 0) (ite x69 1 0) (ite x169 -1 0)) 0))
(assert (>= (+ 0 (ite x68 -1 0) (ite x69 1 0)) 0))
(assert (>= (+ 0 (ite x70 1 0) (ite x170 -1 0)) 0))
(assert (<= (+ 0 (ite x69 -1 0) (ite x70 1 0) (ite x170 -1 0)) 0))
(assert (>= (+ 0 (ite x69 -1 0) (ite x70 1 0)) 0))
(assert (<= (+ 0 (ite x71 1 0) (ite x171 -1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x72 1 0) (ite x172 -1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x73 1 0) (ite x173 -1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x74 1 0) (ite x174 -1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x75 1 0) (ite x175 -1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x76 1 0) (ite x176 -1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x77 1 0) (ite x177 -1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x78 1 0) (ite x178 -1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x79 1 0) (ite x179 -1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x80 1 0) (ite x180 -1 0)) 0))
(assert (>= (+ 0 (ite x81 1 0) (ite x181 -1 0)) 0))
(assert (<= (+ 0 (ite x81 1 0) (ite x181 -1 0)) 0))
(assert (>= (+ 0 (ite x82 1 0) (ite x182 -1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x82 1 0) (ite x182 -1 0)) 0))
(assert (>= (+ 0 (ite x81 -1 0) (ite x82 1 0)) 0))
(assert (>= (+ 0 (ite x83 1 0) (ite x183 -1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x83 1 0) (ite x183 -1 0)) 0))
(assert (>= (+ 0 (ite x82 -1 0) (ite x83 1 0)) 0))
(assert (>= (+ 0 (ite x84 1 0) (ite x184 -1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x84 1 0) (ite x184 -1 0)) 0))
(assert (>= (+ 0 (ite x83 -1 0) (ite x84 1 0)) 0))
(assert (>= (+ 0 (ite x85 1 0) (ite x185 -1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x85 1 0) (ite x185 -1 0)) 0))
(assert (>= (+ 0 (ite x84 -1 0) (ite x85 1 0)) 0))
(assert (>= (+ 0 (ite x86 1 0) (ite x186 -1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x86 1 0) (ite x186 -1 0)) 0))
(assert (>= (+ 0 (ite x85 -1 0) (ite x86 1 0)) 0))
(assert (>= (+ 0 (ite x87 1 0) (ite x187 -1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x87 1 0) (ite x187 -1 0)) 0))
(assert (>= (+ 0 (ite x86 -1 0) (ite x87 1 0)) 0))
(assert (>= (+ 0 (ite x88 1 0) (ite x188 -1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x88 1 0) (ite x188 -1 0)) 0))
(assert (>= (+ 0 (ite x87 -1 0) (ite x88 1 0)) 0))
(assert (>= (+ 0 (ite x89 1 0) (ite x189 -1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x89 1 0) (ite x189 -1 0)) 0))
(assert (>= (+ 0 (ite x88 -1 0) (ite x89 1 0)) 0))
(assert (>= (+ 0 (ite x90 1 0) (ite x190 -1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x90 1 0) (ite x190 -1 0)) 0))
(assert (>= (+ 0 (ite x89 -1 0) (ite x90 1 0)) 0))
(assert (>= (+ 0 (ite x91 1 0) (ite x191 -1 0)) 0))
(assert (<= (+ 0 (ite x91 1 0) (ite x191 -1 0)) 0))
(assert (>= (+ 0 (ite x92 1 0) (ite x192 -1 0)) 0))
(assert (<= (+ 0 (ite x91 -1 0) (ite x92 1 0) (ite x192 -1 0)) 0))
(assert (>= (+ 0 (ite x91 -1 0) (ite x92 1 0)) 0))
(assert (>= (+ 0 (ite x93 1 0) (ite x193 -1 0)) 0))
(assert (<= (+ 0 (ite x92 -1 0) (ite x93 1 0) (ite x193 -1 0)) 0))
(assert (>= (+ 0 (ite x92 -1 0) (ite x93 1 0)) 0))
(assert (>= (+ 0 (ite x94 1 0) (ite x194 -1 0)) 0))
(assert (<= (+ 0 (ite x93 -1 0) (ite x94 1 0) (ite x194 -1 0)) 0))
(assert (>= (+ 0 (ite x93 -1 0) (ite x94 1 0)) 0))
(assert (>= (+ 0 (ite x95 1 0) (ite x195 -1 0)) 0))
(assert (<= (+ 0 (ite x94 -1 0) (ite x95 1 0) (ite x195 -1 0)) 0))
(assert (>= (+ 0 (ite x94 -1 0) (ite x95 1 0)) 0))
(assert (>= (+ 0 (ite x96 1 0) (ite x196 -1 0)) 0))
(assert (<= (+ 0 (ite x95 -1 0) (ite x96 1 0) (ite x196 -1 0)) 0))
(assert (>= (+ 0 (ite x95 -1 0) (ite x96 1 0)) 0))
(assert (>= (+ 0 (ite x97 1 0) (ite x197 -1 0)) 0))
(assert (<= (+ 0 (ite x96 -1 0) (ite x97 1 0) (ite x197 -1 0)) 0))
(assert (>= (+ 0 (ite x96 -1 0) (ite x97 1 0)) 0))
(assert (>= (+ 0 (ite x98 1 0) (ite x198 -1 0)) 0))
(assert (<= (+ 0 (ite x97 -1 0) (ite x98 1 0) (ite x198 -1 0)) 0))
(assert (>= (+ 0 (ite x97 -1 0) (ite x98 1 0)) 0))
(assert (>= (+ 0 (ite x99 1 0) (ite x199 -1 0)) 0))
(assert (<= (+ 0 (ite x98 -1 0) (ite x99 1 0) (ite x199 -1 0)) 0))
(assert (>= (+ 0 (ite x98 -1 0) (ite x99 1 0)) 0))
(assert (>= (+ 0 (ite x100 1 0) (ite x200 -1 0)) 0))
(assert (<= (+ 0 (ite x99 -1 0) (ite x100 1 0) (ite x200 -1 0)) 0))
(assert (>= (+ 0 (ite x99 -1 0) (ite x100 1 0)) 0))
(assert (<= (+ 0 (ite x121 1 0)) 0))
(assert (<= (+ 0 (ite x11 -1 0) (ite x122 1 0)) 0))
(assert (<= (+ 0 (ite x12 -1 0) (ite x123 1 0)) 0))
(assert (<= (+ 0 (ite x13 -1 0) (ite x124 1 0)) 0))
(assert (<= (+ 0 (ite x14 -1 0) (ite x125 1 0)) 0))
(assert (<= (+ 0 (ite x15 -1 0) (ite x126 1 0)) 0))
(assert (<= (+ 0 (ite x16 -1 0) (ite x127 1 0)) 0))
(assert (<= (+ 0 (ite x17 -1 0) (ite x128 1 0)) 0))
(assert (<= (+ 0 (ite x18 -1 0) (ite x129 1 0)) 0))
(assert (<= (+ 0 (ite x19 -1 0) (ite x130 1 0)) 0))
(assert (<= (+ 0 (ite x131 1 0)) 0))
(assert (<= (+ 0 (ite x11 -1 0) (ite x132 1 0)) 0))
(assert (<= (+ 0 (ite x12 -1 0) (ite x133 1 0)) 0))
(assert (<= (+ 0 (ite x13 -1 0) (ite x134 1 0)) 0))
(assert (<= (+ 0 (ite x14 -1 0) (ite x135 1 0)) 0))
(assert (<= (+ 0 (ite x15 -1 0) (ite x136 1 0)) 0))
(assert (<= (+ 0 (ite x16 -1 0) (ite x137 1 0)) 0))
(assert (<= (+ 0 (ite x17 -1 0) (ite x138 1 0)) 0))
(assert (<= (+ 0 (ite x18 -1 0) (ite x139 1 0)) 0))
(assert (<= (+ 0 (ite x19 -1 0) (ite x140 1 0)) 0))
(assert (<= (+ 0 (ite x131 1 0)) 0))
(assert (<= (+ 0 (ite x21 -1 0) (ite x132 1 0)) 0))
(assert (<= (+ 0 (ite x22 -1 0) (ite x133 1 0)) 0))
(assert (<= (+ 0 (ite x23 -1 0) (ite x134 1 0)) 0))
(assert (<= (+ 0 (ite x24 -1 0) (ite x135 1 0)) 0))
(assert (<= (+ 0 (ite x25 -1 0) (ite x136 1 0)) 0))
(assert (<= (+ 0 (ite x26 -1 0) (ite x137 1 0)) 0))
(assert (<= (+ 0 (ite x27 -1 0) (ite x138 1 0)) 0))
(assert (<= (+ 0 (ite x28 -1 0) (ite x139 1 0)) 0))
(assert (<= (+ 0 (ite x29 -1 0) (ite x140 1 0)) 0))
(assert (<= (+ 0 (ite x151 1 0)) 0))
(assert (<= (+ 0 (ite x41 -1 0) (ite x152 1 0)) 0))
(assert (<= (+ 0 (ite x42 -1 0) (ite x153 1 0)) 0))
(assert (<= (+ 0 (ite x43 -1 0) (ite x154 1 0)) 0))
(assert (<= (+ 0 (ite x44 -1 0) (ite x155 1 0)) 0))
(assert (<= (+ 0 (ite x45 -1 0) (ite x156 1 0)) 0))
(assert (<= (+ 0 (ite x46 -1 0) (ite x157 1 0)) 0))
(assert (<= (+ 0 (ite x47 -1 0) (ite x158 1 0)) 0))
(assert (<= (+ 0 (ite x48 -1 0) (ite x159 1 0)) 0))
(assert (<= (+ 0 (ite x49 -1 0) (ite x160 1 0)) 0))
(assert (<= (+ 0 (ite x161 1 0)) 0))
(assert (<= (+ 0 (ite x41 -1 0) (ite x162 1 0)) 0))
(assert (<= (+ 0 (ite x42 -1 0) (ite x163 1 0)) 0))
(assert (<= (+ 0 (ite x43 -1 0) (ite x164 1 0)) 0))
(assert (<= (+ 0 (ite x44 -1 0) (ite x165 1 0)) 0))
(assert (<= (+ 0 (ite x45 -1 0) (ite x166 1 0)) 0))
(assert (<= (+ 0 (ite x46 -1 0) (ite x167 1 0)) 0))
(assert (<= (+ 0 (ite x47 -1 0) (ite x168 1 0)) 0))
(assert (<= (+ 0 (ite x48 -1 0) (ite x169 1 0)) 0))
(assert (<= (+ 0 (ite x49 -1 0) (ite x170 1 0)) 0))
(assert (<= (+ 0 (ite x161 1 0)) 0))
(assert (<= (+ 0 (ite x51 -1 0) (ite x162 1 0)) 0))
(assert (<= (+ 0 (ite x52 -1 0) (ite x163 1 0)) 0))
(assert (<= (+ 0 (ite x53 -1 0) (ite x164 1 0)) 0))
(assert (<= (+ 0 (ite x54 -1 0) (ite x165 1 0)) 0))
(assert (<= (+ 0 (ite x55 -1 0) (ite x166 1 0)) 0))
(assert (<= (+ 0 (ite x56 -1 0) (ite x167 1 0)) 0))
(assert (<= (+ 0 (ite x57 -1 0) (ite x168 1 0)) 0))
(assert (<= (+ 0 (ite x58 -1 0) (ite x169 1 0)) 0))
(assert (<= (+ 0 (ite x59 -1 0) (ite x170 1 0)) 0))
(assert (<= (+ 0 (ite x181 1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x182 1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x183 1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x184 1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x185 1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x186 1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x187 1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x188 1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x189 1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x190 1 0)) 0))
(assert (<= (+ 0 (ite x191 1 0)) 0))
(assert (<= (+ 0 (ite x71 -1 0) (ite x192 1 0)) 0))
(assert (<= (+ 0 (ite x72 -1 0) (ite x193 1 0)) 0))
(assert (<= (+ 0 (ite x73 -1 0) (ite x194 1 0)) 0))
(assert (<= (+ 0 (ite x74 -1 0) (ite x195 1 0)) 0))
(assert (<= (+ 0 (ite x75 -1 0) (ite x196 1 0)) 0))
(assert (<= (+ 0 (ite x76 -1 0) (ite x197 1 0)) 0))
(assert (<= (+ 0 (ite x77 -1 0) (ite x198 1 0)) 0))
(assert (<= (+ 0 (ite x78 -1 0) (ite x199 1 0)) 0))
(assert (<= (+ 0 (ite x79 -1 0) (ite x200 1 0)) 0))
(assert (<= (+ 0 (ite x191 1 0)) 0))
(assert (<= (+ 0 (ite x81 -1 0) (ite x192 1 0)) 0))
(assert (<= (+ 0 (ite x82 -1 0) (ite x193 1 0)) 0))
(assert (<= (+ 0 (ite x83 -1 0) (ite x194 1 0)) 0))
(assert (<= (+ 0 (ite x84 -1 0) (ite x195 1 0)) 0))
(assert (<= (+ 0 (ite x85 -1 0) (ite x196 1 0)) 0))
(assert (<= (+ 0 (ite x86 -1 0) (ite x197 1 0)) 0))
(assert (<= (+ 0 (ite x87 -1 0) (ite x198 1 0)) 0))
(assert (<= (+ 0 (ite x88 -1 0) (ite x199 1 0)) 0))
(assert (<= (+ 0 (ite x89 -1 0) (ite x200 1 0)) 0))
(assert (<= (+ 0 (ite x101 100 0) (ite x111 2 0) (ite x121 80 0) (ite x131 10 0) (ite x141 3 0) (ite x151 80 0) (ite x161 10 0) (ite x171 4 0) (ite x181 80 0) (ite x191 10 0)) 139))
(assert (<= (+ 0 (ite x1 70 0) (ite x11 2 0) (ite x21 10 0) (ite x31 10 0) (ite x41 3 0) (ite x51 10 0) (ite x61 10 0) (ite x71 4 0) (ite x81 10 0) (ite x91 10 0) (ite x102 100 0) (ite x112 2 0) (ite x122 80 0) (ite x132 10 0) (ite x142 3 0) (ite x152 80 0) (ite x162 10 0) (ite x172 4 0) (ite x182 80 0) (ite x192 10 0)) 139))
(assert (<= (+ 0 (ite x2 70 0) (ite x12 2 0) (ite x22 10 0) (ite x32 10 0) (ite x42 3 0) (ite x52 10 0) (ite x62 10 0) (ite x72 4 0) (ite x82 10 0) (ite x92 10 0) (ite x103 100 0) (ite x113 2 0) (ite x123 80 0) (ite x133 10 0) (ite x143 3 0) (ite x153 80 0) (ite x163 10 0) (ite x173 4 0) (ite x183 80 0) (ite x193 10 0)) 139))
(assert (<= (+ 0 (ite x3 70 0) (ite x13 2 0) (ite x23 10 0) (ite x33 10 0) (ite x43 3 0) (ite x53 10 0) (ite x63 10 0) (ite x73 4 0) (ite x83 10 0) (ite x93 10 0) (ite x104 100 0) (ite x114 2 0) (ite x124 80 0) (ite x134 10 0) (ite x144 3 0) (ite x154 80 0) (ite x164 10 0) (ite x174 4 0) (ite x184 80 0) (ite x194 10 0)) 139))
(assert (<= (+ 0 (ite x4 70 0) (ite x14 2 0) (ite x24 10 0) (ite x34 10 0) (ite x44 3 0) (ite x54 10 0) (ite x64 10 0) (ite x74 4 0) (ite x84 10 0) (ite x94 10 0) (ite x105 100 0) (ite x115 2 0) (ite x125 80 0) (ite x135 10 0) (ite x145 3 0) (ite x155 80 0) (ite x165 10 0) (ite x175 4 0) (ite x185 80 0) (ite x195 10 0)) 139))
(assert (<= (+ 0 (ite x5 70 0) (ite x15 2 0) (ite x25 10 0) (ite x35 10 0) (ite x45 3 0) (ite x55 10 0) (ite x65 10 0) (ite x75 4 0) (ite x85 10 0) (ite x95 10 0) (ite x106 100 0) (ite x116 2 0) (ite x126 80 0) (ite x136 10 0) (ite x146 3 0) (ite x156 80 0) (ite x166 10 0) (ite x176 4 0) (ite x186 80 0) (ite x196 10 0)) 139))
(assert (<= (+ 0 (ite x6 70 0) (ite x16 2 0) (ite x26 10 0) (ite x36 10 0) (ite x46 3 0) (ite x56 10 0) (ite x66 10 0) (ite x76 4 0) (ite x86 10 0) (ite x96 10 0) (ite x107 100 0) (ite x117 2 0) (ite x127 80 0) (ite x137 10 0) (ite x147 3 0) (ite x157 80 0) (ite x167 10 0) (ite x177 4 0) (ite x187 80 0) (ite x197 10 0)) 139))
(assert (<= (+ 0 (ite x7 70 0) (ite x17 2 0) (ite x27 10 0) (ite x37 10 0) (ite x47 3 0) (ite x57 10 0) (ite x67 10 0) (ite x77 4 0) (ite x87 10 0) (ite x97 10 0) (ite x108 100 0) (ite x118 2 0) (ite x128 80 0) (ite x138 10 0) (ite x148 3 0) (ite x158 80 0) (ite x168 10 0) (ite x178 4 0) (ite x188 80 0) (ite x198 10 0)) 139))
(assert (<= (+ 0 (ite x8 70 0) (ite x18 2 0) (ite x28 10 0) (ite x38 10 0) (ite x48 3 0) (ite x58 10 0) (ite x68 10 0) (ite x78 4 0) (ite x88 10 0) (ite x98 10 0) (ite x109 100 0) (ite x119 2 0) (ite x129 80 0) (ite x139 10 0) (ite x149 3 0) (ite x159 80 0) (ite x169 10 0) (ite x179 4 0) (ite x189 80 0) (ite x199 10 0)) 139))
(assert (<= (+ 0 (ite x9 70 0) (ite x19 2 0) (ite x29 10 0) (ite x39 10 0) (ite x49 3 0) (ite x59 10 0) (ite x69 10 0) (ite x79 4 0) (ite x89 10 0) (ite x99 10 0) (ite x110 100 0) (ite x120 2 0) (ite x130 80 0) (ite x140 10 0) (ite x150 3 0) (ite x160 80 0) (ite x170 10 0) (ite x180 4 0) (ite x190 80 0) (ite x200 10 0)) 139))
(check-sat)
(get-model)
