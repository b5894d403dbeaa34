* formal.encode/1 format=mps formulation=steps budget=188 units=12 problem_sha256=61d1ac1aeaf5fa5fca4f793a9f1bb6d783341ea87ac9a941b52af3914aeaf786
*SENSE:Minimize
NAME          formal_peak_le_budget
ROWS
 N  OBJ
 G  c0
 G  c1
 G  c2
 G  c3
 G  c4
 G  c5
 G  c6
 G  c7
 G  c8
 G  c9
 G  c10
 G  c11
 G  c12
 G  c13
 G  c14
 G  c15
 G  c16
 G  c17
 G  c18
 G  c19
 G  c20
 G  c21
 G  c22
 G  c23
 G  c24
 G  c25
 G  c26
 G  c27
 G  c28
 G  c29
 G  c30
 G  c31
 G  c32
 G  c33
 G  c34
 G  c35
 G  c36
 G  c37
 G  c38
 G  c39
 G  c40
 G  c41
 G  c42
 G  c43
 G  c44
 G  c45
 G  c46
 G  c47
 G  c48
 G  c49
 G  c50
 G  c51
 G  c52
 G  c53
 G  c54
 G  c55
 G  c56
 G  c57
 G  c58
 G  c59
 G  c60
 G  c61
 G  c62
 G  c63
 G  c64
 G  c65
 G  c66
 G  c67
 G  c68
 G  c69
 G  c70
 G  c71
 G  c72
 G  c73
 G  c74
 G  c75
 G  c76
 G  c77
 G  c78
 G  c79
 G  c80
 G  c81
 G  c82
 G  c83
 G  c84
 G  c85
 G  c86
 G  c87
 G  c88
 G  c89
 G  c90
 G  c91
 G  c92
 G  c93
 G  c94
 G  c95
 G  c96
 G  c97
 G  c98
 G  c99
 G  c100
 G  c101
 G  c102
 G  c103
 G  c104
 G  c105
 G  c106
 G  c107
 G  c108
 G  c109
 G  c110
 G  c111
 G  c112
 G  c113
 G  c114
 G  c115
 G  c116
 G  c117
 G  c118
 G  c119
 G  c120
 G  c121
 G  c122
 G  c123
 G  c124
 G  c125
 G  c126
 G  c127
 G  c128
 G  c129
 G  c130
 G  c131
 G  c132
 G  c133
 G  c134
 G  c135
 G  c136
 G  c137
 G  c138
 G  c139
 G  c140
 G  c141
 G  c142
 G  c143
 G  c144
 G  c145
 G  c146
 G  c147
 G  c148
 G  c149
 G  c150
 G  c151
 G  c152
 G  c153
 G  c154
 G  c155
 G  c156
 G  c157
 G  c158
 G  c159
 G  c160
 G  c161
 G  c162
 G  c163
 G  c164
 G  c165
 G  c166
 G  c167
 G  c168
 G  c169
 G  c170
 G  c171
 G  c172
 G  c173
 G  c174
 G  c175
 G  c176
 G  c177
 G  c178
 G  c179
 G  c180
 G  c181
 G  c182
 G  c183
 G  c184
 G  c185
 G  c186
 G  c187
 G  c188
 G  c189
 G  c190
 G  c191
 G  c192
 G  c193
 G  c194
 G  c195
 G  c196
 G  c197
 G  c198
 G  c199
 G  c200
 G  c201
 G  c202
 G  c203
 G  c204
 G  c205
 G  c206
 G  c207
 G  c208
 G  c209
 G  c210
 G  c211
 G  c212
 G  c213
 G  c214
 G  c215
 G  c216
 G  c217
 G  c218
 G  c219
 G  c220
 G  c221
 G  c222
 G  c223
 G  c224
 G  c225
 G  c226
 G  c227
 G  c228
 G  c229
 G  c230
 G  c231
 G  c232
 G  c233
 G  c234
 G  c235
 G  c236
 G  c237
 G  c238
 G  c239
 G  c240
 G  c241
 G  c242
 G  c243
 G  c244
 G  c245
 G  c246
 G  c247
 G  c248
 G  c249
 G  c250
 G  c251
 G  c252
 G  c253
 G  c254
 G  c255
 G  c256
 G  c257
 G  c258
 G  c259
 G  c260
 G  c261
 G  c262
 G  c263
 G  c264
 G  c265
 G  c266
 G  c267
 G  c268
 G  c269
 G  c270
 G  c271
 G  c272
 G  c273
 G  c274
 G  c275
 G  c276
 G  c277
 G  c278
 G  c279
 G  c280
 G  c281
 G  c282
 G  c283
 G  c284
 G  c285
 G  c286
 G  c287
 G  c288
 G  c289
 G  c290
 G  c291
 G  c292
 G  c293
 L  step_0
 L  step_1
 L  step_2
 L  step_3
 L  step_4
 L  step_5
 L  step_6
 L  step_7
 L  step_8
 L  step_9
 L  step_10
 L  step_11
COLUMNS
    MARK      'MARKER'                 'INTORG'
    d_0_0     c0         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_1     c1         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_10    c10        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_11    c11        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_2     c2         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_3     c3         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_4     c4         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_5     c5         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_6     c6         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_7     c7         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_8     c8         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_9     c9         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_0    c145      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_1    c146      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_10   c155       1.000000000000e+00
    d_10_10   c164      -1.000000000000e+00
    d_10_10   c279      -1.000000000000e+00
    d_10_10   c284       1.000000000000e+00
    d_10_10   c291       1.000000000000e+00
    d_10_10   c292       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_11   c151       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_2    c147      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_3    c148      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_4    c149      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_5    c150      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_6    c152      -1.000000000000e+00
    d_10_6    c156      -1.000000000000e+00
    d_10_6    c160      -1.000000000000e+00
    d_10_6    c217       1.000000000000e+00
    d_10_6    c226       1.000000000000e+00
    d_10_6    c227       1.000000000000e+00
    d_10_6    step_6     5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_7    c152       1.000000000000e+00
    d_10_7    c153      -1.000000000000e+00
    d_10_7    c157      -1.000000000000e+00
    d_10_7    c161      -1.000000000000e+00
    d_10_7    c227      -1.000000000000e+00
    d_10_7    c238       1.000000000000e+00
    d_10_7    c247       1.000000000000e+00
    d_10_7    c248       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_8    c153       1.000000000000e+00
    d_10_8    c154      -1.000000000000e+00
    d_10_8    c158      -1.000000000000e+00
    d_10_8    c162      -1.000000000000e+00
    d_10_8    c248      -1.000000000000e+00
    d_10_8    c256       1.000000000000e+00
    d_10_8    c264       1.000000000000e+00
    d_10_8    c265       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_10_9    c154       1.000000000000e+00
    d_10_9    c155      -1.000000000000e+00
    d_10_9    c159      -1.000000000000e+00
    d_10_9    c163      -1.000000000000e+00
    d_10_9    c265      -1.000000000000e+00
    d_10_9    c270       1.000000000000e+00
    d_10_9    c278       1.000000000000e+00
    d_10_9    c279       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_0    c165      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_1    c166      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_10   c175       1.000000000000e+00
    d_11_10   c280      -1.000000000000e+00
    d_11_10   c288       1.000000000000e+00
    d_11_10   c293       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_11   c169       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_2    c167      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_3    c168      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_4    c170      -1.000000000000e+00
    d_11_4    c176      -1.000000000000e+00
    d_11_4    c192       1.000000000000e+00
    d_11_4    step_4     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_5    c170       1.000000000000e+00
    d_11_5    c171      -1.000000000000e+00
    d_11_5    c177      -1.000000000000e+00
    d_11_5    c192      -1.000000000000e+00
    d_11_5    c204       1.000000000000e+00
    d_11_5    c207       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_6    c171       1.000000000000e+00
    d_11_6    c172      -1.000000000000e+00
    d_11_6    c178      -1.000000000000e+00
    d_11_6    c207      -1.000000000000e+00
    d_11_6    c222       1.000000000000e+00
    d_11_6    c228       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_7    c172       1.000000000000e+00
    d_11_7    c173      -1.000000000000e+00
    d_11_7    c179      -1.000000000000e+00
    d_11_7    c228      -1.000000000000e+00
    d_11_7    c243       1.000000000000e+00
    d_11_7    c249       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_8    c173       1.000000000000e+00
    d_11_8    c174      -1.000000000000e+00
    d_11_8    c180      -1.000000000000e+00
    d_11_8    c249      -1.000000000000e+00
    d_11_8    c260       1.000000000000e+00
    d_11_8    c266       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_11_9    c174       1.000000000000e+00
    d_11_9    c175      -1.000000000000e+00
    d_11_9    c266      -1.000000000000e+00
    d_11_9    c274       1.000000000000e+00
    d_11_9    c280       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_0     c12       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_1     c22       -1.000000000000e+00
    d_1_1     c34        1.000000000000e+00
    d_1_1     step_1     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_10    c20        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_11    c21        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_2     c22        1.000000000000e+00
    d_1_2     c35        1.000000000000e+00
    d_1_2     c89        1.000000000000e+00
    d_1_2     step_2     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_3     c13        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_4     c14        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_5     c15        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_6     c16        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_7     c17        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_8     c18        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_9     c19        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_0     c23       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_1     c24       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_10    c31        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_11    c32        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_2     c33       -1.000000000000e+00
    d_2_2     c34       -1.000000000000e+00
    d_2_2     c47        1.000000000000e+00
    d_2_2     c90        1.000000000000e+00
    d_2_2     step_2     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_3     c33        1.000000000000e+00
    d_2_3     c35       -1.000000000000e+00
    d_2_3     c48        1.000000000000e+00
    d_2_3     c71        1.000000000000e+00
    d_2_3     c91        1.000000000000e+00
    d_2_3     c181       1.000000000000e+00
    d_2_3     step_3     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_4     c25        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_5     c26        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_6     c27        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_7     c28        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_8     c29        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_9     c30        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_0     c36       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_1     c37       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_10    c40        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_11    c41        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_2     c38       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_3     c42       -1.000000000000e+00
    d_3_3     c47       -1.000000000000e+00
    d_3_3     c72        1.000000000000e+00
    d_3_3     step_3     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_4     c42        1.000000000000e+00
    d_3_4     c43       -1.000000000000e+00
    d_3_4     c48       -1.000000000000e+00
    d_3_4     c73        1.000000000000e+00
    d_3_4     c183       1.000000000000e+00
    d_3_4     c187       1.000000000000e+00
    d_3_4     step_4     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_5     c43        1.000000000000e+00
    d_3_5     c44       -1.000000000000e+00
    d_3_5     c74        1.000000000000e+00
    d_3_5     c156       1.000000000000e+00
    d_3_5     c193       1.000000000000e+00
    d_3_5     c197       1.000000000000e+00
    d_3_5     step_5     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_6     c44        1.000000000000e+00
    d_3_6     c45       -1.000000000000e+00
    d_3_6     c75        1.000000000000e+00
    d_3_6     c157       1.000000000000e+00
    d_3_6     c208       1.000000000000e+00
    d_3_6     c212       1.000000000000e+00
    d_3_6     c215       1.000000000000e+00
    d_3_6     step_6     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_7     c45        1.000000000000e+00
    d_3_7     c46       -1.000000000000e+00
    d_3_7     c76        1.000000000000e+00
    d_3_7     c158       1.000000000000e+00
    d_3_7     c215      -1.000000000000e+00
    d_3_7     c216      -1.000000000000e+00
    d_3_7     c217      -1.000000000000e+00
    d_3_7     c229       1.000000000000e+00
    d_3_7     c233       1.000000000000e+00
    d_3_7     c236       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_8     c46        1.000000000000e+00
    d_3_8     c77        1.000000000000e+00
    d_3_8     c159       1.000000000000e+00
    d_3_8     c236      -1.000000000000e+00
    d_3_8     c237      -1.000000000000e+00
    d_3_8     c238      -1.000000000000e+00
    d_3_8     c250       1.000000000000e+00
    d_3_8     c252       1.000000000000e+00
    d_3_8     c254       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_9     c39        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_0     c49       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_1     c54       -1.000000000000e+00
    d_4_1     c138       1.000000000000e+00
    d_4_1     step_1     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_10    c52        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_11    c53        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_2     c54        1.000000000000e+00
    d_4_2     c55       -1.000000000000e+00
    d_4_2     c139       1.000000000000e+00
    d_4_2     step_2     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_3     c55        1.000000000000e+00
    d_4_3     c56       -1.000000000000e+00
    d_4_3     c140       1.000000000000e+00
    d_4_3     step_3     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_4     c56        1.000000000000e+00
    d_4_4     c57       -1.000000000000e+00
    d_4_4     c119       1.000000000000e+00
    d_4_4     c141       1.000000000000e+00
    d_4_4     c184       1.000000000000e+00
    d_4_4     step_4     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_5     c57        1.000000000000e+00
    d_4_5     c58       -1.000000000000e+00
    d_4_5     c120       1.000000000000e+00
    d_4_5     c142       1.000000000000e+00
    d_4_5     c194       1.000000000000e+00
    d_4_5     step_5     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_6     c58        1.000000000000e+00
    d_4_6     c59       -1.000000000000e+00
    d_4_6     c121       1.000000000000e+00
    d_4_6     c143       1.000000000000e+00
    d_4_6     c209       1.000000000000e+00
    d_4_6     step_6     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_7     c59        1.000000000000e+00
    d_4_7     c122       1.000000000000e+00
    d_4_7     c144       1.000000000000e+00
    d_4_7     c230       1.000000000000e+00
    d_4_7     step_7     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_8     c50        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_9     c51        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_0     c60       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_1     c61       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_10    c70        1.000000000000e+00
    d_5_10    c271      -1.000000000000e+00
    d_5_10    c281       1.000000000000e+00
    d_5_10    c282       1.000000000000e+00
    d_5_10    c283       1.000000000000e+00
    d_5_10    c285       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_11    c64        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_2     c62       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_3     c63       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_4     c65       -1.000000000000e+00
    d_5_4     c71       -1.000000000000e+00
    d_5_4     c72       -1.000000000000e+00
    d_5_4     c185       1.000000000000e+00
    d_5_4     c188       1.000000000000e+00
    d_5_4     c190       1.000000000000e+00
    d_5_4     step_4     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_5     c65        1.000000000000e+00
    d_5_5     c66       -1.000000000000e+00
    d_5_5     c73       -1.000000000000e+00
    d_5_5     c190      -1.000000000000e+00
    d_5_5     c195       1.000000000000e+00
    d_5_5     c198       1.000000000000e+00
    d_5_5     c200       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_6     c66        1.000000000000e+00
    d_5_6     c67       -1.000000000000e+00
    d_5_6     c74       -1.000000000000e+00
    d_5_6     c200      -1.000000000000e+00
    d_5_6     c210       1.000000000000e+00
    d_5_6     c213       1.000000000000e+00
    d_5_6     c216       1.000000000000e+00
    d_5_6     c218       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_7     c67        1.000000000000e+00
    d_5_7     c68       -1.000000000000e+00
    d_5_7     c75       -1.000000000000e+00
    d_5_7     c218      -1.000000000000e+00
    d_5_7     c231       1.000000000000e+00
    d_5_7     c234       1.000000000000e+00
    d_5_7     c237       1.000000000000e+00
    d_5_7     c239       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_8     c68        1.000000000000e+00
    d_5_8     c69       -1.000000000000e+00
    d_5_8     c76       -1.000000000000e+00
    d_5_8     c239      -1.000000000000e+00
    d_5_8     c251       1.000000000000e+00
    d_5_8     c253       1.000000000000e+00
    d_5_8     c255       1.000000000000e+00
    d_5_8     c257       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_9     c69        1.000000000000e+00
    d_5_9     c70       -1.000000000000e+00
    d_5_9     c77       -1.000000000000e+00
    d_5_9     c257      -1.000000000000e+00
    d_5_9     c267       1.000000000000e+00
    d_5_9     c268       1.000000000000e+00
    d_5_9     c269       1.000000000000e+00
    d_5_9     c271       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_0     c78       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_1     c79       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_10    c83        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_11    c84        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_2     c80       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_3     c85       -1.000000000000e+00
    d_6_3     c89       -1.000000000000e+00
    d_6_3     c90       -1.000000000000e+00
    d_6_3     c103       1.000000000000e+00
    d_6_3     c176       1.000000000000e+00
    d_6_3     c182       1.000000000000e+00
    d_6_3     step_3     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_4     c85        1.000000000000e+00
    d_6_4     c86       -1.000000000000e+00
    d_6_4     c91       -1.000000000000e+00
    d_6_4     c104       1.000000000000e+00
    d_6_4     c123       1.000000000000e+00
    d_6_4     c177       1.000000000000e+00
    d_6_4     c186       1.000000000000e+00
    d_6_4     c189       1.000000000000e+00
    d_6_4     step_4     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_5     c86        1.000000000000e+00
    d_6_5     c87       -1.000000000000e+00
    d_6_5     c105       1.000000000000e+00
    d_6_5     c124       1.000000000000e+00
    d_6_5     c178       1.000000000000e+00
    d_6_5     c196       1.000000000000e+00
    d_6_5     c199       1.000000000000e+00
    d_6_5     c201       1.000000000000e+00
    d_6_5     step_5     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_6     c87        1.000000000000e+00
    d_6_6     c88       -1.000000000000e+00
    d_6_6     c106       1.000000000000e+00
    d_6_6     c125       1.000000000000e+00
    d_6_6     c179       1.000000000000e+00
    d_6_6     c201      -1.000000000000e+00
    d_6_6     c202      -1.000000000000e+00
    d_6_6     c203      -1.000000000000e+00
    d_6_6     c204      -1.000000000000e+00
    d_6_6     c211       1.000000000000e+00
    d_6_6     c214       1.000000000000e+00
    d_6_6     c219       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_7     c88        1.000000000000e+00
    d_6_7     c107       1.000000000000e+00
    d_6_7     c126       1.000000000000e+00
    d_6_7     c180       1.000000000000e+00
    d_6_7     c219      -1.000000000000e+00
    d_6_7     c220      -1.000000000000e+00
    d_6_7     c221      -1.000000000000e+00
    d_6_7     c222      -1.000000000000e+00
    d_6_7     c232       1.000000000000e+00
    d_6_7     c235       1.000000000000e+00
    d_6_7     c240       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_8     c81        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_9     c82        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_0     c92       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_1     c93       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_10    c102       1.000000000000e+00
    d_7_10    c275      -1.000000000000e+00
    d_7_10    c286       1.000000000000e+00
    d_7_10    c289       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_11    c96        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_2     c94       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_3     c95       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_4     c97       -1.000000000000e+00
    d_7_4     c103      -1.000000000000e+00
    d_7_4     c191       1.000000000000e+00
    d_7_4     step_4     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_5     c97        1.000000000000e+00
    d_7_5     c98       -1.000000000000e+00
    d_7_5     c104      -1.000000000000e+00
    d_7_5     c191      -1.000000000000e+00
    d_7_5     c202       1.000000000000e+00
    d_7_5     c205       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_6     c98        1.000000000000e+00
    d_7_6     c99       -1.000000000000e+00
    d_7_6     c105      -1.000000000000e+00
    d_7_6     c205      -1.000000000000e+00
    d_7_6     c220       1.000000000000e+00
    d_7_6     c223       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_7     c99        1.000000000000e+00
    d_7_7     c100      -1.000000000000e+00
    d_7_7     c106      -1.000000000000e+00
    d_7_7     c223      -1.000000000000e+00
    d_7_7     c241       1.000000000000e+00
    d_7_7     c244       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_8     c100       1.000000000000e+00
    d_7_8     c101      -1.000000000000e+00
    d_7_8     c107      -1.000000000000e+00
    d_7_8     c244      -1.000000000000e+00
    d_7_8     c258       1.000000000000e+00
    d_7_8     c261       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_7_9     c101       1.000000000000e+00
    d_7_9     c102      -1.000000000000e+00
    d_7_9     c261      -1.000000000000e+00
    d_7_9     c272       1.000000000000e+00
    d_7_9     c275       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_0     c108      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_1     c109      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_10    c118       1.000000000000e+00
    d_8_10    c276      -1.000000000000e+00
    d_8_10    c287       1.000000000000e+00
    d_8_10    c290       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_11    c113       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_2     c110      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_3     c111      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_4     c112      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_5     c114      -1.000000000000e+00
    d_8_5     c119      -1.000000000000e+00
    d_8_5     c123      -1.000000000000e+00
    d_8_5     c203       1.000000000000e+00
    d_8_5     c206       1.000000000000e+00
    d_8_5     step_5     5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_6     c114       1.000000000000e+00
    d_8_6     c115      -1.000000000000e+00
    d_8_6     c120      -1.000000000000e+00
    d_8_6     c124      -1.000000000000e+00
    d_8_6     c206      -1.000000000000e+00
    d_8_6     c221       1.000000000000e+00
    d_8_6     c224       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_7     c115       1.000000000000e+00
    d_8_7     c116      -1.000000000000e+00
    d_8_7     c121      -1.000000000000e+00
    d_8_7     c125      -1.000000000000e+00
    d_8_7     c224      -1.000000000000e+00
    d_8_7     c242       1.000000000000e+00
    d_8_7     c245       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_8     c116       1.000000000000e+00
    d_8_8     c117      -1.000000000000e+00
    d_8_8     c122      -1.000000000000e+00
    d_8_8     c126      -1.000000000000e+00
    d_8_8     c245      -1.000000000000e+00
    d_8_8     c259       1.000000000000e+00
    d_8_8     c262       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_8_9     c117       1.000000000000e+00
    d_8_9     c118      -1.000000000000e+00
    d_8_9     c262      -1.000000000000e+00
    d_8_9     c273       1.000000000000e+00
    d_8_9     c276       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_0     c127      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_1     c128      -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_10    c129       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_11    c130       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_2     c131      -1.000000000000e+00
    d_9_2     c138      -1.000000000000e+00
    d_9_2     step_2     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_3     c131       1.000000000000e+00
    d_9_3     c132      -1.000000000000e+00
    d_9_3     c139      -1.000000000000e+00
    d_9_3     step_3     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_4     c132       1.000000000000e+00
    d_9_4     c133      -1.000000000000e+00
    d_9_4     c140      -1.000000000000e+00
    d_9_4     step_4     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_5     c133       1.000000000000e+00
    d_9_5     c134      -1.000000000000e+00
    d_9_5     c141      -1.000000000000e+00
    d_9_5     c160       1.000000000000e+00
    d_9_5     step_5     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_6     c134       1.000000000000e+00
    d_9_6     c135      -1.000000000000e+00
    d_9_6     c142      -1.000000000000e+00
    d_9_6     c161       1.000000000000e+00
    d_9_6     c225       1.000000000000e+00
    d_9_6     step_6     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_7     c135       1.000000000000e+00
    d_9_7     c136      -1.000000000000e+00
    d_9_7     c143      -1.000000000000e+00
    d_9_7     c162       1.000000000000e+00
    d_9_7     c225      -1.000000000000e+00
    d_9_7     c226      -1.000000000000e+00
    d_9_7     c246       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_8     c136       1.000000000000e+00
    d_9_8     c137      -1.000000000000e+00
    d_9_8     c144      -1.000000000000e+00
    d_9_8     c163       1.000000000000e+00
    d_9_8     c246      -1.000000000000e+00
    d_9_8     c247      -1.000000000000e+00
    d_9_8     c263       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_9_9     c137       1.000000000000e+00
    d_9_9     c164       1.000000000000e+00
    d_9_9     c263      -1.000000000000e+00
    d_9_9     c264      -1.000000000000e+00
    d_9_9     c277       1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_10_10   c277       1.000000000000e+00
    l_10_10   c278       1.000000000000e+00
    l_10_10   step_10    3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_10_11   c291       1.000000000000e+00
    l_10_11   step_11    3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_10_7    c225       1.000000000000e+00
    l_10_7    c226       1.000000000000e+00
    l_10_7    step_7     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_10_8    c246       1.000000000000e+00
    l_10_8    c247       1.000000000000e+00
    l_10_8    step_8     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_10_9    c263       1.000000000000e+00
    l_10_9    c264       1.000000000000e+00
    l_10_9    step_9     3.500000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_11_10   c279       1.000000000000e+00
    l_11_10   step_10    5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_11_11   c292       1.000000000000e+00
    l_11_11   step_11    5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_11_7    c227       1.000000000000e+00
    l_11_7    step_7     5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_11_8    c248       1.000000000000e+00
    l_11_8    step_8     5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_11_9    c265       1.000000000000e+00
    l_11_9    step_9     5.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_10   c280       1.000000000000e+00
    l_12_10   step_10    1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_11   c293       1.000000000000e+00
    l_12_11   step_11    1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_5    c192       1.000000000000e+00
    l_12_5    step_5     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_6    c207       1.000000000000e+00
    l_12_6    step_6     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_7    c228       1.000000000000e+00
    l_12_7    step_7     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_8    c249       1.000000000000e+00
    l_12_8    step_8     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_12_9    c266       1.000000000000e+00
    l_12_9    step_9     1.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_10    c267       1.000000000000e+00
    l_1_10    step_10    5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_11    c281       1.000000000000e+00
    l_1_11    step_11    5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_5     c183       1.000000000000e+00
    l_1_5     c184       1.000000000000e+00
    l_1_5     c185       1.000000000000e+00
    l_1_5     step_5     5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_6     c193       1.000000000000e+00
    l_1_6     c194       1.000000000000e+00
    l_1_6     c195       1.000000000000e+00
    l_1_6     step_6     5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_7     c208       1.000000000000e+00
    l_1_7     c209       1.000000000000e+00
    l_1_7     c210       1.000000000000e+00
    l_1_7     step_7     5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_8     c229       1.000000000000e+00
    l_1_8     c230       1.000000000000e+00
    l_1_8     c231       1.000000000000e+00
    l_1_8     step_8     5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_1_9     c250       1.000000000000e+00
    l_1_9     c251       1.000000000000e+00
    l_1_9     step_9     5.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_4     c181       1.000000000000e+00
    l_2_4     c182       1.000000000000e+00
    l_2_4     step_4     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_5     c186       1.000000000000e+00
    l_2_5     step_5     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_6     c196       1.000000000000e+00
    l_2_6     step_6     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_7     c211       1.000000000000e+00
    l_2_7     step_7     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_8     c232       1.000000000000e+00
    l_2_8     step_8     4.800000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_10    c268       1.000000000000e+00
    l_3_10    step_10    4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_11    c282       1.000000000000e+00
    l_3_11    step_11    4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_5     c187       1.000000000000e+00
    l_3_5     c188       1.000000000000e+00
    l_3_5     c189       1.000000000000e+00
    l_3_5     step_5     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_6     c197       1.000000000000e+00
    l_3_6     c198       1.000000000000e+00
    l_3_6     c199       1.000000000000e+00
    l_3_6     step_6     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_7     c212       1.000000000000e+00
    l_3_7     c213       1.000000000000e+00
    l_3_7     c214       1.000000000000e+00
    l_3_7     step_7     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_8     c233       1.000000000000e+00
    l_3_8     c234       1.000000000000e+00
    l_3_8     c235       1.000000000000e+00
    l_3_8     step_8     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_3_9     c252       1.000000000000e+00
    l_3_9     c253       1.000000000000e+00
    l_3_9     step_9     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_10    c269       1.000000000000e+00
    l_4_10    c270       1.000000000000e+00
    l_4_10    step_10    2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_11    c283       1.000000000000e+00
    l_4_11    c284       1.000000000000e+00
    l_4_11    step_11    2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_7     c215       1.000000000000e+00
    l_4_7     c216       1.000000000000e+00
    l_4_7     c217       1.000000000000e+00
    l_4_7     step_7     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_8     c236       1.000000000000e+00
    l_4_8     c237       1.000000000000e+00
    l_4_8     c238       1.000000000000e+00
    l_4_8     step_8     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_9     c254       1.000000000000e+00
    l_4_9     c255       1.000000000000e+00
    l_4_9     c256       1.000000000000e+00
    l_4_9     step_9     2.300000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_10    c271       1.000000000000e+00
    l_6_10    step_10    4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_11    c285       1.000000000000e+00
    l_6_11    step_11    4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_5     c190       1.000000000000e+00
    l_6_5     step_5     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_6     c200       1.000000000000e+00
    l_6_6     step_6     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_7     c218       1.000000000000e+00
    l_6_7     step_7     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_8     c239       1.000000000000e+00
    l_6_8     step_8     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_6_9     c257       1.000000000000e+00
    l_6_9     step_9     4.700000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_10    c272       1.000000000000e+00
    l_7_10    c273       1.000000000000e+00
    l_7_10    c274       1.000000000000e+00
    l_7_10    step_10    6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_11    c286       1.000000000000e+00
    l_7_11    c287       1.000000000000e+00
    l_7_11    c288       1.000000000000e+00
    l_7_11    step_11    6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_6     c201       1.000000000000e+00
    l_7_6     c202       1.000000000000e+00
    l_7_6     c203       1.000000000000e+00
    l_7_6     c204       1.000000000000e+00
    l_7_6     step_6     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_7     c219       1.000000000000e+00
    l_7_7     c220       1.000000000000e+00
    l_7_7     c221       1.000000000000e+00
    l_7_7     c222       1.000000000000e+00
    l_7_7     step_7     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_8     c240       1.000000000000e+00
    l_7_8     c241       1.000000000000e+00
    l_7_8     c242       1.000000000000e+00
    l_7_8     c243       1.000000000000e+00
    l_7_8     step_8     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_7_9     c258       1.000000000000e+00
    l_7_9     c259       1.000000000000e+00
    l_7_9     c260       1.000000000000e+00
    l_7_9     step_9     6.000000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_10    c275       1.000000000000e+00
    l_8_10    step_10    4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_11    c289       1.000000000000e+00
    l_8_11    step_11    4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_5     c191       1.000000000000e+00
    l_8_5     step_5     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_6     c205       1.000000000000e+00
    l_8_6     step_6     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_7     c223       1.000000000000e+00
    l_8_7     step_7     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_8     c244       1.000000000000e+00
    l_8_8     step_8     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_8_9     c261       1.000000000000e+00
    l_8_9     step_9     4.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_10    c276       1.000000000000e+00
    l_9_10    step_10    5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_11    c290       1.000000000000e+00
    l_9_11    step_11    5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_6     c206       1.000000000000e+00
    l_9_6     step_6     5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_7     c224       1.000000000000e+00
    l_9_7     step_7     5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_8     c245       1.000000000000e+00
    l_9_8     step_8     5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_9_9     c262       1.000000000000e+00
    l_9_9     step_9     5.900000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    peak      step_0    -1.000000000000e+00
    peak      step_1    -1.000000000000e+00
    peak      step_2    -1.000000000000e+00
    peak      step_3    -1.000000000000e+00
    peak      step_4    -1.000000000000e+00
    peak      step_5    -1.000000000000e+00
    peak      step_6    -1.000000000000e+00
    peak      step_7    -1.000000000000e+00
    peak      step_8    -1.000000000000e+00
    peak      step_9    -1.000000000000e+00
    peak      step_10   -1.000000000000e+00
    peak      step_11   -1.000000000000e+00
    peak      OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       c0         1.000000000000e+00
    RHS       c1         1.000000000000e+00
    RHS       c2         1.000000000000e+00
    RHS       c3         1.000000000000e+00
    RHS       c4         1.000000000000e+00
    RHS       c5         1.000000000000e+00
    RHS       c6         1.000000000000e+00
    RHS       c7         1.000000000000e+00
    RHS       c8         1.000000000000e+00
    RHS       c9         1.000000000000e+00
    RHS       c10        1.000000000000e+00
    RHS       c11        1.000000000000e+00
    RHS       c12        0.000000000000e+00
    RHS       c13        1.000000000000e+00
    RHS       c14        1.000000000000e+00
    RHS       c15        1.000000000000e+00
    RHS       c16        1.000000000000e+00
    RHS       c17        1.000000000000e+00
    RHS       c18        1.000000000000e+00
    RHS       c19        1.000000000000e+00
    RHS       c20        1.000000000000e+00
    RHS       c21        1.000000000000e+00
    RHS       c22        0.000000000000e+00
    RHS       c23        0.000000000000e+00
    RHS       c24        0.000000000000e+00
    RHS       c25        1.000000000000e+00
    RHS       c26        1.000000000000e+00
    RHS       c27        1.000000000000e+00
    RHS       c28        1.000000000000e+00
    RHS       c29        1.000000000000e+00
    RHS       c30        1.000000000000e+00
    RHS       c31        1.000000000000e+00
    RHS       c32        1.000000000000e+00
    RHS       c33        0.000000000000e+00
    RHS       c34        0.000000000000e+00
    RHS       c35        0.000000000000e+00
    RHS       c36        0.000000000000e+00
    RHS       c37        0.000000000000e+00
    RHS       c38        0.000000000000e+00
    RHS       c39        1.000000000000e+00
    RHS       c40        1.000000000000e+00
    RHS       c41        1.000000000000e+00
    RHS       c42        0.000000000000e+00
    RHS       c43        0.000000000000e+00
    RHS       c44        0.000000000000e+00
    RHS       c45        0.000000000000e+00
    RHS       c46        0.000000000000e+00
    RHS       c47        0.000000000000e+00
    RHS       c48        0.000000000000e+00
    RHS       c49        0.000000000000e+00
    RHS       c50        1.000000000000e+00
    RHS       c51        1.000000000000e+00
    RHS       c52        1.000000000000e+00
    RHS       c53        1.000000000000e+00
    RHS       c54        0.000000000000e+00
    RHS       c55        0.000000000000e+00
    RHS       c56        0.000000000000e+00
    RHS       c57        0.000000000000e+00
    RHS       c58        0.000000000000e+00
    RHS       c59        0.000000000000e+00
    RHS       c60        0.000000000000e+00
    RHS       c61        0.000000000000e+00
    RHS       c62        0.000000000000e+00
    RHS       c63        0.000000000000e+00
    RHS       c64        1.000000000000e+00
    RHS       c65        0.000000000000e+00
    RHS       c66        0.000000000000e+00
    RHS       c67        0.000000000000e+00
    RHS       c68        0.000000000000e+00
    RHS       c69        0.000000000000e+00
    RHS       c70        0.000000000000e+00
    RHS       c71        0.000000000000e+00
    RHS       c72        0.000000000000e+00
    RHS       c73        0.000000000000e+00
    RHS       c74        0.000000000000e+00
    RHS       c75        0.000000000000e+00
    RHS       c76        0.000000000000e+00
    RHS       c77        0.000000000000e+00
    RHS       c78        0.000000000000e+00
    RHS       c79        0.000000000000e+00
    RHS       c80        0.000000000000e+00
    RHS       c81        1.000000000000e+00
    RHS       c82        1.000000000000e+00
    RHS       c83        1.000000000000e+00
    RHS       c84        1.000000000000e+00
    RHS       c85        0.000000000000e+00
    RHS       c86        0.000000000000e+00
    RHS       c87        0.000000000000e+00
    RHS       c88        0.000000000000e+00
    RHS       c89        0.000000000000e+00
    RHS       c90        0.000000000000e+00
    RHS       c91        0.000000000000e+00
    RHS       c92        0.000000000000e+00
    RHS       c93        0.000000000000e+00
    RHS       c94        0.000000000000e+00
    RHS       c95        0.000000000000e+00
    RHS       c96        1.000000000000e+00
    RHS       c97        0.000000000000e+00
    RHS       c98        0.000000000000e+00
    RHS       c99        0.000000000000e+00
    RHS       c100       0.000000000000e+00
    RHS       c101       0.000000000000e+00
    RHS       c102       0.000000000000e+00
    RHS       c103       0.000000000000e+00
    RHS       c104       0.000000000000e+00
    RHS       c105       0.000000000000e+00
    RHS       c106       0.000000000000e+00
    RHS       c107       0.000000000000e+00
    RHS       c108       0.000000000000e+00
    RHS       c109       0.000000000000e+00
    RHS       c110       0.000000000000e+00
    RHS       c111       0.000000000000e+00
    RHS       c112       0.000000000000e+00
    RHS       c113       1.000000000000e+00
    RHS       c114       0.000000000000e+00
    RHS       c115       0.000000000000e+00
    RHS       c116       0.000000000000e+00
    RHS       c117       0.000000000000e+00
    RHS       c118       0.000000000000e+00
    RHS       c119       0.000000000000e+00
    RHS       c120       0.000000000000e+00
    RHS       c121       0.000000000000e+00
    RHS       c122       0.000000000000e+00
    RHS       c123       0.000000000000e+00
    RHS       c124       0.000000000000e+00
    RHS       c125       0.000000000000e+00
    RHS       c126       0.000000000000e+00
    RHS       c127       0.000000000000e+00
    RHS       c128       0.000000000000e+00
    RHS       c129       1.000000000000e+00
    RHS       c130       1.000000000000e+00
    RHS       c131       0.000000000000e+00
    RHS       c132       0.000000000000e+00
    RHS       c133       0.000000000000e+00
    RHS       c134       0.000000000000e+00
    RHS       c135       0.000000000000e+00
    RHS       c136       0.000000000000e+00
    RHS       c137       0.000000000000e+00
    RHS       c138       0.000000000000e+00
    RHS       c139       0.000000000000e+00
    RHS       c140       0.000000000000e+00
    RHS       c141       0.000000000000e+00
    RHS       c142       0.000000000000e+00
    RHS       c143       0.000000000000e+00
    RHS       c144       0.000000000000e+00
    RHS       c145       0.000000000000e+00
    RHS       c146       0.000000000000e+00
    RHS       c147       0.000000000000e+00
    RHS       c148       0.000000000000e+00
    RHS       c149       0.000000000000e+00
    RHS       c150       0.000000000000e+00
    RHS       c151       1.000000000000e+00
    RHS       c152       0.000000000000e+00
    RHS       c153       0.000000000000e+00
    RHS       c154       0.000000000000e+00
    RHS       c155       0.000000000000e+00
    RHS       c156       0.000000000000e+00
    RHS       c157       0.000000000000e+00
    RHS       c158       0.000000000000e+00
    RHS       c159       0.000000000000e+00
    RHS       c160       0.000000000000e+00
    RHS       c161       0.000000000000e+00
    RHS       c162       0.000000000000e+00
    RHS       c163       0.000000000000e+00
    RHS       c164       0.000000000000e+00
    RHS       c165       0.000000000000e+00
    RHS       c166       0.000000000000e+00
    RHS       c167       0.000000000000e+00
    RHS       c168       0.000000000000e+00
    RHS       c169       1.000000000000e+00
    RHS       c170       0.000000000000e+00
    RHS       c171       0.000000000000e+00
    RHS       c172       0.000000000000e+00
    RHS       c173       0.000000000000e+00
    RHS       c174       0.000000000000e+00
    RHS       c175       0.000000000000e+00
    RHS       c176       0.000000000000e+00
    RHS       c177       0.000000000000e+00
    RHS       c178       0.000000000000e+00
    RHS       c179       0.000000000000e+00
    RHS       c180       0.000000000000e+00
    RHS       c181       1.000000000000e+00
    RHS       c182       1.000000000000e+00
    RHS       c183       1.000000000000e+00
    RHS       c184       1.000000000000e+00
    RHS       c185       1.000000000000e+00
    RHS       c186       1.000000000000e+00
    RHS       c187       1.000000000000e+00
    RHS       c188       1.000000000000e+00
    RHS       c189       1.000000000000e+00
    RHS       c190       0.000000000000e+00
    RHS       c191       0.000000000000e+00
    RHS       c192       0.000000000000e+00
    RHS       c193       1.000000000000e+00
    RHS       c194       1.000000000000e+00
    RHS       c195       1.000000000000e+00
    RHS       c196       1.000000000000e+00
    RHS       c197       1.000000000000e+00
    RHS       c198       1.000000000000e+00
    RHS       c199       1.000000000000e+00
    RHS       c200       0.000000000000e+00
    RHS       c201       0.000000000000e+00
    RHS       c202       0.000000000000e+00
    RHS       c203       0.000000000000e+00
    RHS       c204       0.000000000000e+00
    RHS       c205       0.000000000000e+00
    RHS       c206       0.000000000000e+00
    RHS       c207       0.000000000000e+00
    RHS       c208       1.000000000000e+00
    RHS       c209       1.000000000000e+00
    RHS       c210       1.000000000000e+00
    RHS       c211       1.000000000000e+00
    RHS       c212       1.000000000000e+00
    RHS       c213       1.000000000000e+00
    RHS       c214       1.000000000000e+00
    RHS       c215       0.000000000000e+00
    RHS       c216       0.000000000000e+00
    RHS       c217       0.000000000000e+00
    RHS       c218       0.000000000000e+00
    RHS       c219       0.000000000000e+00
    RHS       c220       0.000000000000e+00
    RHS       c221       0.000000000000e+00
    RHS       c222       0.000000000000e+00
    RHS       c223       0.000000000000e+00
    RHS       c224       0.000000000000e+00
    RHS       c225       0.000000000000e+00
    RHS       c226       0.000000000000e+00
    RHS       c227       0.000000000000e+00
    RHS       c228       0.000000000000e+00
    RHS       c229       1.000000000000e+00
    RHS       c230       1.000000000000e+00
    RHS       c231       1.000000000000e+00
    RHS       c232       1.000000000000e+00
    RHS       c233       1.000000000000e+00
    RHS       c234       1.000000000000e+00
    RHS       c235       1.000000000000e+00
    RHS       c236       0.000000000000e+00
    RHS       c237       0.000000000000e+00
    RHS       c238       0.000000000000e+00
    RHS       c239       0.000000000000e+00
    RHS       c240       1.000000000000e+00
    RHS       c241       1.000000000000e+00
    RHS       c242       1.000000000000e+00
    RHS       c243       1.000000000000e+00
    RHS       c244       0.000000000000e+00
    RHS       c245       0.000000000000e+00
    RHS       c246       0.000000000000e+00
    RHS       c247       0.000000000000e+00
    RHS       c248       0.000000000000e+00
    RHS       c249       0.000000000000e+00
    RHS       c250       1.000000000000e+00
    RHS       c251       1.000000000000e+00
    RHS       c252       1.000000000000e+00
    RHS       c253       1.000000000000e+00
    RHS       c254       1.000000000000e+00
    RHS       c255       1.000000000000e+00
    RHS       c256       1.000000000000e+00
    RHS       c257       0.000000000000e+00
    RHS       c258       1.000000000000e+00
    RHS       c259       1.000000000000e+00
    RHS       c260       1.000000000000e+00
    RHS       c261       0.000000000000e+00
    RHS       c262       0.000000000000e+00
    RHS       c263       0.000000000000e+00
    RHS       c264       0.000000000000e+00
    RHS       c265       0.000000000000e+00
    RHS       c266       0.000000000000e+00
    RHS       c267       1.000000000000e+00
    RHS       c268       1.000000000000e+00
    RHS       c269       1.000000000000e+00
    RHS       c270       1.000000000000e+00
    RHS       c271       0.000000000000e+00
    RHS       c272       1.000000000000e+00
    RHS       c273       1.000000000000e+00
    RHS       c274       1.000000000000e+00
    RHS       c275       0.000000000000e+00
    RHS       c276       0.000000000000e+00
    RHS       c277       1.000000000000e+00
    RHS       c278       1.000000000000e+00
    RHS       c279       0.000000000000e+00
    RHS       c280       0.000000000000e+00
    RHS       c281       1.000000000000e+00
    RHS       c282       1.000000000000e+00
    RHS       c283       1.000000000000e+00
    RHS       c284       1.000000000000e+00
    RHS       c285       1.000000000000e+00
    RHS       c286       1.000000000000e+00
    RHS       c287       1.000000000000e+00
    RHS       c288       1.000000000000e+00
    RHS       c289       1.000000000000e+00
    RHS       c290       1.000000000000e+00
    RHS       c291       1.000000000000e+00
    RHS       c292       1.000000000000e+00
    RHS       c293       1.000000000000e+00
    RHS       step_0    -1.700000000000e+01
    RHS       step_1    -5.000000000000e+00
    RHS       step_2    -5.000000000000e+00
    RHS       step_3    -5.300000000000e+01
    RHS       step_4    -5.200000000000e+01
    RHS       step_5     0.000000000000e+00
    RHS       step_6     0.000000000000e+00
    RHS       step_7     0.000000000000e+00
    RHS       step_8    -4.700000000000e+01
    RHS       step_9    -4.700000000000e+01
    RHS       step_10   -4.700000000000e+01
    RHS       step_11   -4.700000000000e+01
BOUNDS
 BV BND       d_0_0   
 BV BND       d_0_1   
 BV BND       d_0_10  
 BV BND       d_0_11  
 BV BND       d_0_2   
 BV BND       d_0_3   
 BV BND       d_0_4   
 BV BND       d_0_5   
 BV BND       d_0_6   
 BV BND       d_0_7   
 BV BND       d_0_8   
 BV BND       d_0_9   
 BV BND       d_10_0  
 BV BND       d_10_1  
 BV BND       d_10_10 
 BV BND       d_10_11 
 BV BND       d_10_2  
 BV BND       d_10_3  
 BV BND       d_10_4  
 BV BND       d_10_5  
 BV BND       d_10_6  
 BV BND       d_10_7  
 BV BND       d_10_8  
 BV BND       d_10_9  
 BV BND       d_11_0  
 BV BND       d_11_1  
 BV BND       d_11_10 
 BV BND       d_11_11 
 BV BND       d_11_2  
 BV BND       d_11_3  
 BV BND       d_11_4  
 BV BND       d_11_5  
 BV BND       d_11_6  
 BV BND       d_11_7  
 BV BND       d_11_8  
 BV BND       d_11_9  
 BV BND       d_1_0   
 BV BND       d_1_1   
 BV BND       d_1_10  
 BV BND       d_1_11  
 BV BND       d_1_2   
 BV BND       d_1_3   
 BV BND       d_1_4   
 BV BND       d_1_5   
 BV BND       d_1_6   
 BV BND       d_1_7   
 BV BND       d_1_8   
 BV BND       d_1_9   
 BV BND       d_2_0   
 BV BND       d_2_1   
 BV BND       d_2_10  
 BV BND       d_2_11  
 BV BND       d_2_2   
 BV BND       d_2_3   
 BV BND       d_2_4   
 BV BND       d_2_5   
 BV BND       d_2_6   
 BV BND       d_2_7   
 BV BND       d_2_8   
 BV BND       d_2_9   
 BV BND       d_3_0   
 BV BND       d_3_1   
 BV BND       d_3_10  
 BV BND       d_3_11  
 BV BND       d_3_2   
 BV BND       d_3_3   
 BV BND       d_3_4   
 BV BND       d_3_5   
 BV BND       d_3_6   
 BV BND       d_3_7   
 BV BND       d_3_8   
 BV BND       d_3_9   
 BV BND       d_4_0   
 BV BND       d_4_1   
 BV BND       d_4_10  
 BV BND       d_4_11  
 BV BND       d_4_2   
 BV BND       d_4_3   
 BV BND       d_4_4   
 BV BND       d_4_5   
 BV BND       d_4_6   
 BV BND       d_4_7   
 BV BND       d_4_8   
 BV BND       d_4_9   
 BV BND       d_5_0   
 BV BND       d_5_1   
 BV BND       d_5_10  
 BV BND       d_5_11  
 BV BND       d_5_2   
 BV BND       d_5_3   
 BV BND       d_5_4   
 BV BND       d_5_5   
 BV BND       d_5_6   
 BV BND       d_5_7   
 BV BND       d_5_8   
 BV BND       d_5_9   
 BV BND       d_6_0   
 BV BND       d_6_1   
 BV BND       d_6_10  
 BV BND       d_6_11  
 BV BND       d_6_2   
 BV BND       d_6_3   
 BV BND       d_6_4   
 BV BND       d_6_5   
 BV BND       d_6_6   
 BV BND       d_6_7   
 BV BND       d_6_8   
 BV BND       d_6_9   
 BV BND       d_7_0   
 BV BND       d_7_1   
 BV BND       d_7_10  
 BV BND       d_7_11  
 BV BND       d_7_2   
 BV BND       d_7_3   
 BV BND       d_7_4   
 BV BND       d_7_5   
 BV BND       d_7_6   
 BV BND       d_7_7   
 BV BND       d_7_8   
 BV BND       d_7_9   
 BV BND       d_8_0   
 BV BND       d_8_1   
 BV BND       d_8_10  
 BV BND       d_8_11  
 BV BND       d_8_2   
 BV BND       d_8_3   
 BV BND       d_8_4   
 BV BND       d_8_5   
 BV BND       d_8_6   
 BV BND       d_8_7   
 BV BND       d_8_8   
 BV BND       d_8_9   
 BV BND       d_9_0   
 BV BND       d_9_1   
 BV BND       d_9_10  
 BV BND       d_9_11  
 BV BND       d_9_2   
 BV BND       d_9_3   
 BV BND       d_9_4   
 BV BND       d_9_5   
 BV BND       d_9_6   
 BV BND       d_9_7   
 BV BND       d_9_8   
 BV BND       d_9_9   
 BV BND       l_10_10 
 BV BND       l_10_11 
 BV BND       l_10_7  
 BV BND       l_10_8  
 BV BND       l_10_9  
 BV BND       l_11_10 
 BV BND       l_11_11 
 BV BND       l_11_7  
 BV BND       l_11_8  
 BV BND       l_11_9  
 BV BND       l_12_10 
 BV BND       l_12_11 
 BV BND       l_12_5  
 BV BND       l_12_6  
 BV BND       l_12_7  
 BV BND       l_12_8  
 BV BND       l_12_9  
 BV BND       l_1_10  
 BV BND       l_1_11  
 BV BND       l_1_5   
 BV BND       l_1_6   
 BV BND       l_1_7   
 BV BND       l_1_8   
 BV BND       l_1_9   
 BV BND       l_2_4   
 BV BND       l_2_5   
 BV BND       l_2_6   
 BV BND       l_2_7   
 BV BND       l_2_8   
 BV BND       l_3_10  
 BV BND       l_3_11  
 BV BND       l_3_5   
 BV BND       l_3_6   
 BV BND       l_3_7   
 BV BND       l_3_8   
 BV BND       l_3_9   
 BV BND       l_4_10  
 BV BND       l_4_11  
 BV BND       l_4_7   
 BV BND       l_4_8   
 BV BND       l_4_9   
 BV BND       l_6_10  
 BV BND       l_6_11  
 BV BND       l_6_5   
 BV BND       l_6_6   
 BV BND       l_6_7   
 BV BND       l_6_8   
 BV BND       l_6_9   
 BV BND       l_7_10  
 BV BND       l_7_11  
 BV BND       l_7_6   
 BV BND       l_7_7   
 BV BND       l_7_8   
 BV BND       l_7_9   
 BV BND       l_8_10  
 BV BND       l_8_11  
 BV BND       l_8_5   
 BV BND       l_8_6   
 BV BND       l_8_7   
 BV BND       l_8_8   
 BV BND       l_8_9   
 BV BND       l_9_10  
 BV BND       l_9_11  
 BV BND       l_9_6   
 BV BND       l_9_7   
 BV BND       l_9_8   
 BV BND       l_9_9   
 UP BND       peak       1.880000000000e+02
ENDATA
