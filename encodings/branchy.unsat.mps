* formal.encode/1 format=mps formulation=steps budget=815 units=7 problem_sha256=51bb5bf77bf5d1918e26da7a74a9438be3f9e9280679378dea175946e934de7a
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
 L  step_0
 L  step_1
 L  step_2
 L  step_3
 L  step_4
 L  step_5
 L  step_6
COLUMNS
    MARK      'MARKER'                 'INTORG'
    d_0_0     c4        -1.000000000000e+00
    d_0_0     c18        1.000000000000e+00
    d_0_0     c55        1.000000000000e+00
    d_0_0     step_0     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_1     c4         1.000000000000e+00
    d_0_1     c5        -1.000000000000e+00
    d_0_1     c19        1.000000000000e+00
    d_0_1     c57        1.000000000000e+00
    d_0_1     step_1     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_2     c5         1.000000000000e+00
    d_0_2     c20        1.000000000000e+00
    d_0_2     c61        1.000000000000e+00
    d_0_2     step_2     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_3     c0         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_4     c1         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_5     c2         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_0_6     c3         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_0     c10       -1.000000000000e+00
    d_1_0     c36        1.000000000000e+00
    d_1_0     c56        1.000000000000e+00
    d_1_0     step_0     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_1     c10        1.000000000000e+00
    d_1_1     c11       -1.000000000000e+00
    d_1_1     c37        1.000000000000e+00
    d_1_1     c58        1.000000000000e+00
    d_1_1     c59        1.000000000000e+00
    d_1_1     step_1     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_2     c11        1.000000000000e+00
    d_1_2     c38        1.000000000000e+00
    d_1_2     c59       -1.000000000000e+00
    d_1_2     c60       -1.000000000000e+00
    d_1_2     c62        1.000000000000e+00
    d_1_2     c65        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_3     c6         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_4     c7         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_5     c8         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_1_6     c9         1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_0     c12       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_1     c16       -1.000000000000e+00
    d_2_1     c18       -1.000000000000e+00
    d_2_1     c27        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_2     c16        1.000000000000e+00
    d_2_2     c17       -1.000000000000e+00
    d_2_2     c19       -1.000000000000e+00
    d_2_2     c28        1.000000000000e+00
    d_2_2     c63        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_3     c17        1.000000000000e+00
    d_2_3     c20       -1.000000000000e+00
    d_2_3     c29        1.000000000000e+00
    d_2_3     c70        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_4     c13        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_5     c14        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_2_6     c15        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_0     c21       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_1     c22       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_2     c25       -1.000000000000e+00
    d_3_2     c27       -1.000000000000e+00
    d_3_2     c64        1.000000000000e+00
    d_3_2     c69        1.000000000000e+00
    d_3_2     step_2     1.440000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_3     c25        1.000000000000e+00
    d_3_3     c26       -1.000000000000e+00
    d_3_3     c28       -1.000000000000e+00
    d_3_3     c69       -1.000000000000e+00
    d_3_3     c71        1.000000000000e+00
    d_3_3     c75        1.000000000000e+00
    d_3_3     step_3     1.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_4     c26        1.000000000000e+00
    d_3_4     c29       -1.000000000000e+00
    d_3_4     c75       -1.000000000000e+00
    d_3_4     c76        1.000000000000e+00
    d_3_4     c78        1.000000000000e+00
    d_3_4     step_4     1.600000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_5     c23        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_3_6     c24        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_0     c30       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_1     c34       -1.000000000000e+00
    d_4_1     c36       -1.000000000000e+00
    d_4_1     c45        1.000000000000e+00
    d_4_1     c60        1.000000000000e+00
    d_4_1     step_1     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_2     c34        1.000000000000e+00
    d_4_2     c35       -1.000000000000e+00
    d_4_2     c37       -1.000000000000e+00
    d_4_2     c46        1.000000000000e+00
    d_4_2     c66        1.000000000000e+00
    d_4_2     c67        1.000000000000e+00
    d_4_2     step_2     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_3     c35        1.000000000000e+00
    d_4_3     c38       -1.000000000000e+00
    d_4_3     c47        1.000000000000e+00
    d_4_3     c67       -1.000000000000e+00
    d_4_3     c68       -1.000000000000e+00
    d_4_3     c72        1.000000000000e+00
    d_4_3     c73        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_4     c31        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_5     c32        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_4_6     c33        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_0     c39       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_1     c40       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_2     c43       -1.000000000000e+00
    d_5_2     c45       -1.000000000000e+00
    d_5_2     c68        1.000000000000e+00
    d_5_2     step_2     8.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_3     c43        1.000000000000e+00
    d_5_3     c44       -1.000000000000e+00
    d_5_3     c46       -1.000000000000e+00
    d_5_3     c74        1.000000000000e+00
    d_5_3     step_3     8.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_4     c44        1.000000000000e+00
    d_5_4     c47       -1.000000000000e+00
    d_5_4     c77        1.000000000000e+00
    d_5_4     step_4     8.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_5     c41        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_5_6     c42        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_0     c48       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_1     c49       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_2     c50       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_3     c51       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_4     c52       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_5     c53       -1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    d_6_6     c54        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_0_1     c55        1.000000000000e+00
    l_0_1     c56        1.000000000000e+00
    l_0_1     step_1     6.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_0_2     c57        1.000000000000e+00
    l_0_2     c58        1.000000000000e+00
    l_0_2     step_2     6.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_0_3     c61        1.000000000000e+00
    l_0_3     c62        1.000000000000e+00
    l_0_3     step_3     6.400000000000e+01
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_3     c63        1.000000000000e+00
    l_2_3     c64        1.000000000000e+00
    l_2_3     step_3     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_4     c70        1.000000000000e+00
    l_2_4     c71        1.000000000000e+00
    l_2_4     step_4     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_2_5     c76        1.000000000000e+00
    l_2_5     step_5     5.120000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_2     c59        1.000000000000e+00
    l_4_2     c60        1.000000000000e+00
    l_4_2     step_2     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_3     c65        1.000000000000e+00
    l_4_3     c66        1.000000000000e+00
    l_4_3     step_3     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_4_4     c72        1.000000000000e+00
    l_4_4     step_4     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_5_3     c67        1.000000000000e+00
    l_5_3     c68        1.000000000000e+00
    l_5_3     step_3     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_5_4     c73        1.000000000000e+00
    l_5_4     c74        1.000000000000e+00
    l_5_4     step_4     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    l_5_5     c77        1.000000000000e+00
    l_5_5     step_5     3.840000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    peak      step_0    -1.000000000000e+00
    peak      step_1    -1.000000000000e+00
    peak      step_2    -1.000000000000e+00
    peak      step_3    -1.000000000000e+00
    peak      step_4    -1.000000000000e+00
    peak      step_5    -1.000000000000e+00
    peak      step_6    -1.000000000000e+00
    peak      OBJ        1.000000000000e+00
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_3     c69        1.000000000000e+00
    r_3_3     step_3     1.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_4     c75        1.000000000000e+00
    r_3_4     step_4     1.280000000000e+02
    MARK      'MARKER'                 'INTEND'
    MARK      'MARKER'                 'INTORG'
    r_3_5     c78        1.000000000000e+00
    r_3_5     step_5     1.280000000000e+02
    MARK      'MARKER'                 'INTEND'
RHS
    RHS       c0         1.000000000000e+00
    RHS       c1         1.000000000000e+00
    RHS       c2         1.000000000000e+00
    RHS       c3         1.000000000000e+00
    RHS       c4         0.000000000000e+00
    RHS       c5         0.000000000000e+00
    RHS       c6         1.000000000000e+00
    RHS       c7         1.000000000000e+00
    RHS       c8         1.000000000000e+00
    RHS       c9         1.000000000000e+00
    RHS       c10        0.000000000000e+00
    RHS       c11        0.000000000000e+00
    RHS       c12        0.000000000000e+00
    RHS       c13        1.000000000000e+00
    RHS       c14        1.000000000000e+00
    RHS       c15        1.000000000000e+00
    RHS       c16        0.000000000000e+00
    RHS       c17        0.000000000000e+00
    RHS       c18        0.000000000000e+00
    RHS       c19        0.000000000000e+00
    RHS       c20        0.000000000000e+00
    RHS       c21        0.000000000000e+00
    RHS       c22        0.000000000000e+00
    RHS       c23        1.000000000000e+00
    RHS       c24        1.000000000000e+00
    RHS       c25        0.000000000000e+00
    RHS       c26        0.000000000000e+00
    RHS       c27        0.000000000000e+00
    RHS       c28        0.000000000000e+00
    RHS       c29        0.000000000000e+00
    RHS       c30        0.000000000000e+00
    RHS       c31        1.000000000000e+00
    RHS       c32        1.000000000000e+00
    RHS       c33        1.000000000000e+00
    RHS       c34        0.000000000000e+00
    RHS       c35        0.000000000000e+00
    RHS       c36        0.000000000000e+00
    RHS       c37        0.000000000000e+00
    RHS       c38        0.000000000000e+00
    RHS       c39        0.000000000000e+00
    RHS       c40        0.000000000000e+00
    RHS       c41        1.000000000000e+00
    RHS       c42        1.000000000000e+00
    RHS       c43        0.000000000000e+00
    RHS       c44        0.000000000000e+00
    RHS       c45        0.000000000000e+00
    RHS       c46        0.000000000000e+00
    RHS       c47        0.000000000000e+00
    RHS       c48        0.000000000000e+00
    RHS       c49        0.000000000000e+00
    RHS       c50        0.000000000000e+00
    RHS       c51        0.000000000000e+00
    RHS       c52        0.000000000000e+00
    RHS       c53        0.000000000000e+00
    RHS       c54        1.000000000000e+00
    RHS       c55        1.000000000000e+00
    RHS       c56        1.000000000000e+00
    RHS       c57        1.000000000000e+00
    RHS       c58        1.000000000000e+00
    RHS       c59        0.000000000000e+00
    RHS       c60        0.000000000000e+00
    RHS       c61        1.000000000000e+00
    RHS       c62        1.000000000000e+00
    RHS       c63        1.000000000000e+00
    RHS       c64        1.000000000000e+00
    RHS       c65        1.000000000000e+00
    RHS       c66        1.000000000000e+00
    RHS       c67        0.000000000000e+00
    RHS       c68        0.000000000000e+00
    RHS       c69        0.000000000000e+00
    RHS       c70        1.000000000000e+00
    RHS       c71        1.000000000000e+00
    RHS       c72        1.000000000000e+00
    RHS       c73        1.000000000000e+00
    RHS       c74        1.000000000000e+00
    RHS       c75        0.000000000000e+00
    RHS       c76        1.000000000000e+00
    RHS       c77        1.000000000000e+00
    RHS       c78        1.000000000000e+00
    RHS       step_0    -9.600000000000e+01
    RHS       step_1    -3.200000000000e+01
    RHS       step_2    -3.200000000000e+01
    RHS       step_3    -3.200000000000e+01
    RHS       step_4    -3.200000000000e+01
    RHS       step_5    -5.600000000000e+01
    RHS       step_6    -6.000000000000e+01
BOUNDS
 BV BND       d_0_0   
 BV BND       d_0_1   
 BV BND       d_0_2   
 BV BND       d_0_3   
 BV BND       d_0_4   
 BV BND       d_0_5   
 BV BND       d_0_6   
 BV BND       d_1_0   
 BV BND       d_1_1   
 BV BND       d_1_2   
 BV BND       d_1_3   
 BV BND       d_1_4   
 BV BND       d_1_5   
 BV BND       d_1_6   
 BV BND       d_2_0   
 BV BND       d_2_1   
 BV BND       d_2_2   
 BV BND       d_2_3   
 BV BND       d_2_4   
 BV BND       d_2_5   
 BV BND       d_2_6   
 BV BND       d_3_0   
 BV BND       d_3_1   
 BV BND       d_3_2   
 BV BND       d_3_3   
 BV BND       d_3_4   
 BV BND       d_3_5   
 BV BND       d_3_6   
 BV BND       d_4_0   
 BV BND       d_4_1   
 BV BND       d_4_2   
 BV BND       d_4_3   
 BV BND       d_4_4   
 BV BND       d_4_5   
 BV BND       d_4_6   
 BV BND       d_5_0   
 BV BND       d_5_1   
 BV BND       d_5_2   
 BV BND       d_5_3   
 BV BND       d_5_4   
 BV BND       d_5_5   
 BV BND       d_5_6   
 BV BND       d_6_0   
 BV BND       d_6_1   
 BV BND       d_6_2   
 BV BND       d_6_3   
 BV BND       d_6_4   
 BV BND       d_6_5   
 BV BND       d_6_6   
 BV BND       l_0_1   
 BV BND       l_0_2   
 BV BND       l_0_3   
 BV BND       l_2_3   
 BV BND       l_2_4   
 BV BND       l_2_5   
 BV BND       l_4_2   
 BV BND       l_4_3   
 BV BND       l_4_4   
 BV BND       l_5_3   
 BV BND       l_5_4   
 BV BND       l_5_5   
 UP BND       peak       8.150000000000e+02
 BV BND       r_3_3   
 BV BND       r_3_4   
 BV BND       r_3_5   
ENDATA
