<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko" sourcelanguage="en">
 <context>
  <name>chapters</name>
  <message>
   <source>A trained model (the shipped all-MiniLM-L6-v2, or one opened) run on your sentence with its positions removed, shuffled, shifted or stretched; and which RoPE frequencies its weights use</source>
   <translation>학습된 모델(함께 배포되는 all-MiniLM-L6-v2 또는 연 모델)을 여러분의 문장에 돌리고, 위치를 없애거나 섞거나 옮기거나 늘려 봅니다. 그리고 가중치가 어떤 RoPE 주파수를 쓰는지 봅니다</translation>
  </message>
  <message>
   <source>Attention alone does not see word order; naive position codes and what PE adds to embeddings</source>
   <translation>어텐션만으로는 단어 순서를 보지 못합니다. 단순한 위치 코드와 PE가 임베딩에 더하는 것</translation>
  </message>
  <message>
   <source>Biases by distance instead of a position table: buckets, ALiBi, xPos, NoPE, Transformer-XL, compared; FIRE's learned function of the distance and CoPE's positions counted by gates</source>
   <translation>위치 표 대신 거리에 따른 편향: 버킷, ALiBi, xPos, NoPE, Transformer-XL, 그리고 비교; 거리의 학습된 함수인 FIRE와 게이트로 센 위치인 CoPE</translation>
  </message>
  <message>
   <source>Images and video</source>
   <translation>이미지와 비디오</translation>
  </message>
  <message>
   <source>Inside a real model</source>
   <translation>실제 모델 속으로</translation>
  </message>
  <message>
   <source>Learned positions</source>
   <translation>학습된 위치</translation>
  </message>
  <message>
   <source>Long context</source>
   <translation>긴 문맥</translation>
  </message>
  <message>
   <source>Models</source>
   <translation>모델</translation>
  </message>
  <message>
   <source>Models as they ship: every layer's positions (local and global, windows, layers without RoPE), models side by side, and attention sinks (gpt-oss's, StreamingLLM's cache)</source>
   <translation>출시된 그대로의 모델: 층마다의 위치(지역과 전역, 창, RoPE 없는 층), 모델 나란히 보기, 어텐션 싱크(gpt-oss의 싱크, StreamingLLM의 캐시)</translation>
  </message>
  <message>
   <source>Position tables as trained and as initialised</source>
   <translation>학습된 위치 표와 초기화된 위치 표</translation>
  </message>
  <message>
   <source>Positions on a patch grid and in time: MAE's 2-D sin-cos table, vision encoders' 2-D RoPE, Qwen-VL's M-RoPE</source>
   <translation>패치 격자와 시간 위의 위치: MAE의 2차원 sin-cos 표, 비전 인코더의 2차원 RoPE, Qwen-VL의 M-RoPE</translation>
  </message>
  <message>
   <source>Relative biases</source>
   <translation>상대 편향</translation>
  </message>
  <message>
   <source>RoPE</source>
   <translation>RoPE</translation>
  </message>
  <message>
   <source>RoPE scaling as models ship it: each pair's wavelength and turns under a rule, the attention factor, and RoPE's angles and scores in low precision</source>
   <translation>실제 모델이 쓰는 RoPE 스케일링: 규칙에 따른 각 쌍의 파장과 회전 수, 어텐션 계수, 그리고 낮은 정밀도에서의 RoPE 각도와 점수</translation>
  </message>
  <message>
   <source>Rotary position embedding: the rotation, the scores it gives, their decay</source>
   <translation>회전 위치 임베딩: 회전, 그것이 주는 점수, 점수의 감쇠</translation>
  </message>
  <message>
   <source>Similarity by distance, the vectors, the shift as a rotation, positions past the trained length</source>
   <translation>거리에 따른 유사도, 벡터, 회전으로서의 이동, 학습 길이를 넘는 위치</translation>
  </message>
  <message>
   <source>Sinusoidal PE</source>
   <translation>사인파 PE</translation>
  </message>
  <message>
   <source>The table, its waves, the rotating phase of each pair, the formula and the spectrum</source>
   <translation>표, 그 파동, 각 쌍의 회전하는 위상, 공식과 스펙트럼</translation>
  </message>
  <message>
   <source>Why it works</source>
   <translation>왜 작동하는가</translation>
  </message>
  <message>
   <source>Why position</source>
   <translation>왜 위치인가</translation>
  </message>
 </context>
 <context>
  <name>core</name>
  <message>
   <source>A scaling rule's factor s must be at least 1, not {s:g}.</source>
   <translation>스케일링 규칙의 배율 s는 1 이상이어야 합니다({s:g}이 아니라).</translation>
  </message>
  <message>
   <source>A {shape} {what} would take {size}; the limit is {limit}. Ask for fewer positions or dimensions.</source>
   <translation>{shape} {what}에는 {size}가 필요하지만 한도는 {limit}입니다. 위치나 차원을 줄여 주세요.</translation>
  </message>
  <message>
   <source>An image has no seconds (“{item}”); only a video takes @S s.</source>
   <translation>이미지에는 초가 없습니다(“{item}”). @S s는 비디오에만 씁니다.</translation>
  </message>
  <message>
   <source>Cannot read “{item}”: write text N, image TxHxW or video TxHxW @S s.</source>
   <translation>“{item}”을(를) 읽을 수 없습니다: text N, image TxHxW 또는 video TxHxW @S s로 쓰세요.</translation>
  </message>
  <message>
   <source>Choose at least one model to compare.</source>
   <translation>비교할 모델을 하나 이상 고르세요.</translation>
  </message>
  <message>
   <source>DeBERTa halves its buckets: DeBERTa buckets must be even, not {n}.</source>
   <translation>DeBERTa는 버킷을 반으로 나눕니다. DeBERTa 버킷 수는 짝수여야 하며 {n}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>DeBERTa max position must exceed {low} (half of its buckets, plus 1), not {value}.</source>
   <translation>DeBERTa 최대 위치는 {low}(버킷 수의 절반 더하기 1)보다 커야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>Give at least one document length.</source>
   <translation>문서 길이를 하나 이상 입력하세요.</translation>
  </message>
  <message>
   <source>Llama 3 scaling needs low_freq_factor below high_freq_factor, not {low:g} and {high:g}.</source>
   <translation>Llama 3 스케일링은 low_freq_factor가 high_freq_factor보다 작아야 합니다. {low:g}와 {high:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>NTK-aware scaling needs d of at least 4, not {d}.</source>
   <translation>NTK 방식 스케일링에는 d가 4 이상이어야 합니다. {d}는 안 됩니다.</translation>
  </message>
  <message>
   <source>NTK-aware scaling needs two frequencies at least: d_model of 3 or more, not {d}.</source>
   <translation>NTK 방식 스케일링에는 주파수가 둘 이상, 즉 d_model이 3 이상이어야 합니다. {d}는 안 됩니다.</translation>
  </message>
  <message>
   <source>No model is open: open a Qwen-VL config with File &gt; Open model…, or choose a model.</source>
   <translation>열린 모델이 없습니다: 파일 &gt; 모델 열기…로 Qwen-VL config를 열거나 모델을 고르세요.</translation>
  </message>
  <message>
   <source>No model is open: open a T5 model with File &gt; Open model…, or choose seeded biases.</source>
   <translation>열린 모델이 없습니다. 파일 &gt; 모델 열기…로 T5 모델을 열거나 시드 편향을 고르세요.</translation>
  </message>
  <message>
   <source>No model is open: open a model folder with File &gt; Open model…, or choose the shipped all-MiniLM-L6-v2.</source>
   <translation>열린 모델이 없습니다. 파일 &gt; 모델 열기…로 모델 폴더를 열거나, 함께 배포되는 all-MiniLM-L6-v2를 고르세요.</translation>
  </message>
  <message>
   <source>No model is open: open one with File &gt; Open model…, or choose a preset.</source>
   <translation>열린 모델이 없습니다. 파일 &gt; 모델 열기…로 모델을 열거나 프리셋을 고르세요.</translation>
  </message>
  <message>
   <source>No model is open: open one with File &gt; Open model…, or choose another table.</source>
   <translation>열린 모델이 없습니다. 파일 &gt; 모델 열기…로 모델을 열거나 다른 표를 고르세요.</translation>
  </message>
  <message>
   <source>RoPE turns dimensions in pairs: d must be even, not {d}.</source>
   <translation>RoPE는 차원을 쌍으로 회전합니다. d는 짝수여야 하며 {d}는 안 됩니다.</translation>
  </message>
  <message>
   <source>RoPE turns dimensions in pairs: head_dim × partial_rotary_factor = {dim} must be even and at least 2.</source>
   <translation>RoPE는 차원을 쌍으로 회전합니다. head_dim × partial_rotary_factor = {dim}은(는) 2 이상의 짝수여야 합니다.</translation>
  </message>
  <message>
   <source>RoPE turns dimensions in pairs: {name} must be even, not {d}.</source>
   <translation>RoPE는 차원을 쌍으로 회전합니다. {name}은(는) 짝수여야 하며 {d}는 안 됩니다.</translation>
  </message>
  <message>
   <source>Stopped at layer {done} of {total}. Change the sentence or an option to run the model again.</source>
   <translation>층 {done}/{total}에서 멈췄습니다. 모델을 다시 실행하려면 문장이나 옵션을 바꾸세요.</translation>
  </message>
  <message>
   <source>T5 halves its buckets: T5 buckets must be even, not {n}.</source>
   <translation>T5는 버킷을 반으로 나눕니다. T5 버킷 수는 짝수여야 하며 {n}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>T5 max distance must exceed {exact}, the distances that {n} buckets keep exact, not {value}.</source>
   <translation>T5 최대 거리는 버킷 {n}개가 정확히 구분하는 거리 {exact}보다 커야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>The documents make {n:,} tokens; the packed row holds at most {most}.</source>
   <translation>문서들이 토큰 {n:,}개가 됩니다. 묶은 행에는 최대 {most}개가 들어갑니다.</translation>
  </message>
  <message>
   <source>The documents must be a text of lengths such as 12, 8, 10, not {value}.</source>
   <translation>문서는 12, 8, 10 같은 길이의 텍스트여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>The head shown must be one of the {n} heads, not {head}.</source>
   <translation>표시할 헤드는 {n}개 헤드 중 하나여야 합니다. {head}는 안 됩니다.</translation>
  </message>
  <message>
   <source>The head width must be a multiple of 4 (half of the pairs each for x and y), not {value}.</source>
   <translation>헤드 너비는 4의 배수여야 합니다(x와 y가 쌍의 절반씩). {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>The layers of {name} are not read: its config names a sliding window or a layer type whose layers this version does not place.</source>
   <translation>{name}의 층을 읽지 못했습니다: 설정이 이 버전이 배치하지 못하는 슬라이딩 창이나 층 유형을 지정합니다.</translation>
  </message>
  <message>
   <source>The layout is empty: write items such as {example}.</source>
   <translation>배치가 비어 있습니다: {example}처럼 항목을 쓰세요.</translation>
  </message>
  <message>
   <source>The layout makes {n:,} tokens; the strip draws at most {most}.</source>
   <translation>이 배치는 토큰 {n:,}개를 만듭니다. 띠는 최대 {most}개까지 그립니다.</translation>
  </message>
  <message>
   <source>The layout must be a text such as {example}.</source>
   <translation>배치는 {example} 같은 텍스트여야 합니다.</translation>
  </message>
  <message>
   <source>The opened model {name} ({kind}) has no M-RoPE of Qwen2-VL, Qwen2.5-VL or Qwen3-VL: its config gives no mrope_section of three parts.</source>
   <translation>열린 모델 {name}({kind})에는 Qwen2-VL, Qwen2.5-VL, Qwen3-VL의 M-RoPE가 없습니다: config에 세 부분으로 된 mrope_section이 없습니다.</translation>
  </message>
  <message>
   <source>The opened model {name} does not use RoPE ({kind}); choose a preset.</source>
   <translation>열린 모델 {name}은(는) RoPE를 쓰지 않습니다({kind}). 프리셋을 고르세요.</translation>
  </message>
  <message>
   <source>The opened model {name} has no T5 bucket biases ({kind}).</source>
   <translation>열린 모델 {name}에는 T5 버킷 편향이 없습니다({kind}).</translation>
  </message>
  <message>
   <source>The opened model {name} has no learned position table ({kind}).</source>
   <translation>열린 모델 {name}에는 학습된 위치 표가 없습니다({kind}).</translation>
  </message>
  <message>
   <source>The opened model {name} has {n} heads; T5 head must be 1 to {n}, not {h}.</source>
   <translation>열린 모델 {name}의 헤드는 {n}개입니다. T5 헤드는 1부터 {n}까지여야 하며 {h}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>The segments make {n:,} tokens; the limit is {most:,}.</source>
   <translation>구간들이 토큰 {n:,}개를 만듭니다. 한도는 {most:,}개입니다.</translation>
  </message>
  <message>
   <source>The sentence gave no tokens.</source>
   <translation>문장에서 토큰이 하나도 나오지 않았습니다.</translation>
  </message>
  <message>
   <source>The sentence is {n:,} tokens long; the chapter runs at most {most:,} (each layer's attention is T x T).</source>
   <translation>문장이 {n:,} 토큰입니다. 이 장은 최대 {most:,} 토큰까지 돌립니다(층마다 어텐션이 T x T입니다).</translation>
  </message>
  <message>
   <source>The text has {n:,} characters; the chapter reads at most {most:,}.</source>
   <translation>글이 {n:,}자입니다. 이 장은 최대 {most:,}자까지 읽습니다.</translation>
  </message>
  <message>
   <source>The width must be a multiple of 4 (two halves of sines and cosines), not {value}.</source>
   <translation>너비는 4의 배수여야 합니다(사인과 코사인으로 된 두 절반). {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>There is no model preset {value}.</source>
   <translation>모델 프리셋 {value}이(가) 없습니다.</translation>
  </message>
  <message>
   <source>There is no model preset {value}; the presets are {ids}.</source>
   <translation>모델 프리셋 {value}은(는) 없습니다. 프리셋: {ids}.</translation>
  </message>
  <message>
   <source>Type a sentence for the model to read.</source>
   <translation>모델이 읽을 문장을 입력하세요.</translation>
  </message>
  <message>
   <source>Up to {top:,} plus the distance {distance:,} runs past {limit:,}, the last position where values are exact.</source>
   <translation>상한 {top:,}에 거리 {distance:,}를 더하면 값이 정확한 마지막 위치 {limit:,}를 넘습니다.</translation>
  </message>
  <message>
   <source>YaRN needs beta_slow below beta_fast, not {slow:g} and {fast:g}.</source>
   <translation>YaRN은 beta_slow가 beta_fast보다 작아야 합니다. {slow:g}와 {fast:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>a sentence must be text, not {value}.</source>
   <translation>문장은 텍스트여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>a word may have at most {limit} characters; {word} has {count}.</source>
   <translation>단어는 최대 {limit}자까지입니다. {word}는 {count}자입니다.</translation>
  </message>
  <message>
   <source>base must be a number, not {value}.</source>
   <translation>base는 숫자여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>base must be greater than 1 (the frequencies base^(-2i/d) would not fall), not {value:g}.</source>
   <translation>base는 1보다 커야 합니다(그래야 주파수 base^(-2i/d)가 줄어듭니다). {value:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>d_model must be even (RoPE turns pairs of dimensions), not {d}.</source>
   <translation>d_model은 짝수여야 합니다(RoPE는 차원을 둘씩 묶어 회전합니다). {d}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>dimensions must be whole numbers, not {value}.</source>
   <translation>차원은 정수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>dimensions must lie in 0 .. {last}, not {dims}.</source>
   <translation>차원은 0 .. {last} 범위여야 합니다. {dims}는 안 됩니다.</translation>
  </message>
  <message>
   <source>dtype must be a floating-point type such as numpy.float32, not {value}.</source>
   <translation>dtype은 numpy.float32 같은 부동소수점 형식이어야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>dtype must be a floating-point type, not {value}.</source>
   <translation>dtype은 부동소수점 형식이어야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>dynamic NTK scaling needs at least 4 rotated dimensions, not {dim}.</source>
   <translation>동적 NTK 스케일링에는 회전하는 차원이 4개 이상 필요합니다. {dim}개로는 안 됩니다.</translation>
  </message>
  <message>
   <source>dynamic scaling needs max_position_embeddings.</source>
   <translation>동적 스케일링에는 max_position_embeddings가 필요합니다.</translation>
  </message>
  <message>
   <source>expected name = value, not {text}.</source>
   <translation>이름 = 값 형식이어야 합니다. {text}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>floor_scale and attn_scale must be numbers.</source>
   <translation>floor_scale과 attn_scale은 숫자여야 합니다.</translation>
  </message>
  <message>
   <source>head_dim must be even for RoPE's pairs, not {value}.</source>
   <translation>RoPE는 차원을 쌍으로 돌리므로 head_dim은 짝수여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>i and j must broadcast together; shapes {a} and {b} do not.</source>
   <translation>i와 j는 함께 브로드캐스트되어야 합니다. 모양 {a}와 {b}는 그렇지 않습니다.</translation>
  </message>
  <message>
   <source>kind must be one of {choices}, not {value}.</source>
   <translation>kind는 {choices} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>knots must be at least two increasing numbers, one value each.</source>
   <translation>knots는 증가하는 수 두 개 이상이어야 하고, 각각 값이 하나씩 있어야 합니다.</translation>
  </message>
  <message>
   <source>layout must be one of {choices}, not {value}.</source>
   <translation>layout은 {choices} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>lengths must lie between 1 and {most}.</source>
   <translation>길이는 1에서 {most} 사이여야 합니다.</translation>
  </message>
  <message>
   <source>max_position must be greater than {low} (half of position_buckets, plus 1), not {value}.</source>
   <translation>max_position은 {low}(position_buckets의 절반 더하기 1)보다 커야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>mlp must be four weights (w1, b1, w2, b2), not {value}.</source>
   <translation>mlp는 가중치 네 개(w1, b1, w2, b2)여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>mlp's b2 must be one number, not {value}.</source>
   <translation>mlp의 b2는 수 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>mlp's w1, b1 and w2 must have one width; they have {a}, {b} and {c}.</source>
   <translation>mlp의 w1, b1, w2는 폭이 같아야 합니다. 지금은 {a}, {b}, {c}입니다.</translation>
  </message>
  <message>
   <source>mlp's {name} must hold 1 to {most} finite numbers.</source>
   <translation>mlp의 {name}에는 유한한 수가 1개에서 {most}개까지 있어야 합니다.</translation>
  </message>
  <message>
   <source>model= opens a model's files, and there is no file or folder {path} (nor is it one of {view}'s models); {view}'s own option model is also set by its full name: **{{"{view}.model": ...}}.</source>
   <translation>model=은 모델의 파일을 엽니다. {path}라는 파일이나 폴더가 없습니다({view}의 모델 중 하나도 아닙니다). {view}의 자체 옵션 model은 전체 이름으로도 설정합니다: **{{"{view}.model": ...}}.</translation>
  </message>
  <message>
   <source>no options for {owner}.</source>
   <translation>{owner}에는 옵션이 없습니다.</translation>
  </message>
  <message>
   <source>no parameter {name} (they are: {names}).</source>
   <translation>매개변수 {name}은(는) 없습니다(매개변수: {names}).</translation>
  </message>
  <message>
   <source>no view {view} (views: {views}).</source>
   <translation>뷰 {view}은(는) 없습니다(뷰: {views}).</translation>
  </message>
  <message>
   <source>p must lie between 0 and {top} (z has {n} positions); {value} does not.</source>
   <translation>p는 0과 {top} 사이여야 합니다(z에는 위치가 {n}개 있습니다). {value}는 그렇지 않습니다.</translation>
  </message>
  <message>
   <source>pair must lie between 0 and {last} for d_model {d}; {value} is out of range.</source>
   <translation>pair는 d_model {d}에서 0과 {last} 사이여야 합니다. {value}는 범위를 벗어납니다.</translation>
  </message>
  <message>
   <source>pair {pair} is past the last pair, {last}, of {name} ({d} rotated dimensions).</source>
   <translation>쌍 {pair}은(는) {name}의 마지막 쌍 {last}을(를) 넘습니다(회전하는 차원 {d}개).</translation>
  </message>
  <message>
   <source>pairing must be one of {choices}, not {value}.</source>
   <translation>pairing은 {choices} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>partial_rotary_factor must be a number, not {value}.</source>
   <translation>partial_rotary_factor는 숫자여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>position {pos} is not in both sentences: the shorter has {n} words (positions 0 .. {last}).</source>
   <translation>위치 {pos}는 두 문장 모두에 있지 않습니다. 짧은 문장은 {n}단어입니다(위치 0 .. {last}).</translation>
  </message>
  <message>
   <source>positions must be finite and within ±{limit:,}, where values are exact; {value:g} is not.</source>
   <translation>위치는 유한하고 ±{limit:,} 안이어야 값이 정확합니다. {value:g}는 아닙니다.</translation>
  </message>
  <message>
   <source>positions must be numbers, not {value}.</source>
   <translation>위치는 숫자여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>positions must lie between 0 and {most}.</source>
   <translation>positions는 0과 {most} 사이여야 합니다.</translation>
  </message>
  <message>
   <source>preset must be one of {choices}, not {value}.</source>
   <translation>preset은 {choices} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>q and k must have the same length, not {a} and {b}.</source>
   <translation>q와 k의 길이는 같아야 합니다. {a}와 {b}는 안 됩니다.</translation>
  </message>
  <message>
   <source>rope_scaling for {rule} needs the key {name}.</source>
   <translation>{rule}의 rope_scaling에는 키 {name}이(가) 필요합니다.</translation>
  </message>
  <message>
   <source>rope_scaling must be a mapping or null, not {value}.</source>
   <translation>rope_scaling은 매핑이거나 null이어야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>rope_scaling.beta_fast must be greater than rope_scaling.beta_slow, not {fast:g} and {slow:g}.</source>
   <translation>rope_scaling.beta_fast는 rope_scaling.beta_slow보다 커야 합니다. {fast:g}와 {slow:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>rope_scaling.high_freq_factor must not be less than rope_scaling.low_freq_factor, not {high:g} and {low:g}.</source>
   <translation>rope_scaling.high_freq_factor는 rope_scaling.low_freq_factor보다 작을 수 없습니다. {high:g}와 {low:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>rope_scaling.rope_type must be one of {choices}, not {value}.</source>
   <translation>rope_scaling.rope_type은 {choices} 중 하나여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>rope_scaling.truncate must be true or false, not {value}.</source>
   <translation>rope_scaling.truncate는 true 또는 false여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>self-attention needs a (tokens x d_model) array, not one of shape {shape}.</source>
   <translation>셀프 어텐션에는 (토큰 × d_model) 배열이 필요합니다. 모양이 {shape}인 배열은 안 됩니다.</translation>
  </message>
  <message>
   <source>set_params needs a Params object.</source>
   <translation>set_params에는 Params 객체가 필요합니다.</translation>
  </message>
  <message>
   <source>start + recent must be at most {most}, not {n}.</source>
   <translation>start + recent는 최대 {most}여야 합니다. {n}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>stored options are not a mapping.</source>
   <translation>저장된 옵션이 이름-값 형태가 아닙니다.</translation>
  </message>
  <message>
   <source>stored parameters are not a mapping.</source>
   <translation>저장된 매개변수가 이름-값 형태가 아닙니다.</translation>
  </message>
  <message>
   <source>t5_table needs {n} finite biases, one per bucket, not {m}.</source>
   <translation>t5_table에는 버킷마다 하나씩 유한한 편향 {n}개가 필요합니다. {m}개로는 안 됩니다.</translation>
  </message>
  <message>
   <source>the key counts must be a list of whole numbers.</source>
   <translation>키 수는 정수 목록이어야 합니다.</translation>
  </message>
  <message>
   <source>the learned table must be one of {kinds}, not {value}.</source>
   <translation>학습된 표는 {kinds} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>the logits must be finite numbers.</source>
   <translation>로짓은 유한한 수여야 합니다.</translation>
  </message>
  <message>
   <source>the order must name each of the {n} word positions 0 .. {last} once, not {value}.</source>
   <translation>순서는 단어 위치 0 .. {last} ({n}개)를 한 번씩 모두 적어야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>the sentence has {count} words; at most {limit} can be shown.</source>
   <translation>문장이 {count}단어입니다. 최대 {limit}단어까지 보여 줄 수 있습니다.</translation>
  </message>
  <message>
   <source>the sentence is empty: type at least one word.</source>
   <translation>문장이 비어 있습니다. 단어를 하나 이상 입력하세요.</translation>
  </message>
  <message>
   <source>the sink logits must be one or more finite numbers.</source>
   <translation>싱크 로짓은 유한한 수가 하나 이상이어야 합니다.</translation>
  </message>
  <message>
   <source>the target length ({target}) must exceed the trained length ({trained}).</source>
   <translation>목표 길이({target})는 학습 길이({trained})보다 길어야 합니다.</translation>
  </message>
  <message>
   <source>the trained table {name} cannot be read: {why}</source>
   <translation>학습된 표 {name}을(를) 읽을 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>the trained table {name} has shape {shape}, not 512 x 384.</source>
   <translation>학습된 표 {name}의 모양이 {shape}입니다. 512 x 384여야 합니다.</translation>
  </message>
  <message>
   <source>unknown experiment {value}.</source>
   <translation>알 수 없는 실험 {value}.</translation>
  </message>
  <message>
   <source>unknown option(s): {names}.</source>
   <translation>알 수 없는 옵션: {names}.</translation>
  </message>
  <message>
   <source>unknown parameter(s): {names}.</source>
   <translation>알 수 없는 매개변수: {names}.</translation>
  </message>
  <message>
   <source>with rope_scaling.high_freq_factor equal to low_freq_factor ({low:g}), a pair's wavelength lies exactly on the edge {edge:g}.</source>
   <translation>rope_scaling.high_freq_factor가 low_freq_factor({low:g})와 같을 때, 한 쌍의 파장이 경계 {edge:g}에 정확히 놓입니다.</translation>
  </message>
  <message>
   <source>word must be one word with a letter or digit in it, not {value}.</source>
   <translation>word는 글자나 숫자가 들어 있는 낱말 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>x must be finite numbers.</source>
   <translation>x는 유한한 수여야 합니다.</translation>
  </message>
  <message>
   <source>x must be numbers, not {value}.</source>
   <translation>x는 수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>xPos turns dimensions in pairs: d must be even, not {d}.</source>
   <translation>xPos는 차원을 쌍으로 회전합니다. d는 짝수여야 하며 {d}는 안 됩니다.</translation>
  </message>
  <message>
   <source>z must be one row of finite logits, one per integer position.</source>
   <translation>z는 정수 위치마다 하나씩, 유한한 로짓 한 줄이어야 합니다.</translation>
  </message>
  <message>
   <source>{count:,} positions run past {limit:,}, the last position where values are exact.</source>
   <translation>위치 {count:,}개는 값이 정확한 마지막 위치 {limit:,}를 넘어갑니다.</translation>
  </message>
  <message>
   <source>{count} documents are too many: at most {most} are packed.</source>
   <translation>문서 {count}개는 너무 많습니다. 최대 {most}개까지 묶습니다.</translation>
  </message>
  <message>
   <source>{file}: cannot be read: {why}.</source>
   <translation>{file}: 읽을 수 없습니다: {why}.</translation>
  </message>
  <message>
   <source>{file}: is larger than {most:,} bytes, more than a presets file can be.</source>
   <translation>{file}: {most:,}바이트보다 커서 프리셋 파일일 수 없습니다.</translation>
  </message>
  <message>
   <source>{file}: is not UTF-8 text (byte {at}).</source>
   <translation>{file}: UTF-8 텍스트가 아닙니다({at}번째 바이트).</translation>
  </message>
  <message>
   <source>{file}: is not valid JSON: {why}{where}.</source>
   <translation>{file}: 올바른 JSON이 아닙니다: {why}{where}.</translation>
  </message>
  <message>
   <source>{file}: nests too deeply to read.</source>
   <translation>{file}: 너무 깊게 중첩되어 읽을 수 없습니다.</translation>
  </message>
  <message>
   <source>{name} ({kind}) must have {sizes} entries, not {n}.</source>
   <translation>{name}({kind})은(는) 항목이 {sizes}개여야 합니다. {n}개가 아닙니다.</translation>
  </message>
  <message>
   <source>{name} = {value} is not a list of whole numbers.</source>
   <translation>{name} = {value}은(는) 정수 목록이 아닙니다.</translation>
  </message>
  <message>
   <source>{name} = {value} is not a number.</source>
   <translation>{name} = {value}은(는) 숫자가 아닙니다.</translation>
  </message>
  <message>
   <source>{name} = {value} is not a whole number.</source>
   <translation>{name} = {value}은(는) 정수가 아닙니다.</translation>
  </message>
  <message>
   <source>{name} = {value} is not a yes or no (true/false, on/off, 1/0).</source>
   <translation>{name} = {value}은(는) 예/아니오가 아닙니다(true/false, on/off, 1/0).</translation>
  </message>
  <message>
   <source>{name} has layers 0 .. {last}, not {bad}.</source>
   <translation>{name}의 층은 0 .. {last}입니다. {bad}는 없습니다.</translation>
  </message>
  <message>
   <source>{name} has no RoPE (its positions are a learned table, added once): choose another experiment.</source>
   <translation>{name}에는 RoPE가 없습니다(위치는 한 번 더해지는 학습된 표입니다). 다른 실험을 고르세요.</translation>
  </message>
  <message>
   <source>{name} is needed for this rule (or max_position_embeddings).</source>
   <translation>이 규칙에는 {name}(또는 max_position_embeddings)이 필요합니다.</translation>
  </message>
  <message>
   <source>{name} is neither a parameter ({params}) nor an option of {view} ({fields}).</source>
   <translation>{name}은(는) 매개변수({params})도 아니고 {view}의 옵션({fields})도 아닙니다.</translation>
  </message>
  <message>
   <source>{name} is not an option of the 2-D RoPE schemes (they take {known}).</source>
   <translation>{name}은(는) 2차원 RoPE 방식의 옵션이 아닙니다(받는 옵션: {known}).</translation>
  </message>
  <message>
   <source>{name} must add up to head_dim / 2 = {half}; {value} adds up to {total}.</source>
   <translation>{name}의 합은 head_dim / 2 = {half}이어야 합니다. {value}의 합은 {total}입니다.</translation>
  </message>
  <message>
   <source>{name} must be True or False, not {value}.</source>
   <translation>{name}은(는) True 또는 False여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a finite number, not {value}.</source>
   <translation>{name}은(는) 유한한 수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a list of whole numbers, not {value}.</source>
   <translation>{name}은(는) 정수 목록이어야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a multiple of 4 (half of the pairs each for x and y), not {value}.</source>
   <translation>{name}은(는) 4의 배수여야 합니다(x와 y가 쌍의 절반씩). {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a multiple of 4 (two halves of sines and cosines), not {value}.</source>
   <translation>{name}은(는) 4의 배수여야 합니다(사인과 코사인으로 된 두 절반). {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a multiple of spatial_merge_size ({m}), not {value}.</source>
   <translation>{name}은(는) spatial_merge_size({m})의 배수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a non-empty list of segments such as ('text', 3) or ('image', 1, 4, 4).</source>
   <translation>{name}은(는) ('text', 3)이나 ('image', 1, 4, 4) 같은 구간의 비어 있지 않은 목록이어야 합니다.</translation>
  </message>
  <message>
   <source>{name} must be a number, not {value}.</source>
   <translation>{name}은(는) 숫자여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a text of numbers, not {value}.</source>
   <translation>{name}은(는) 숫자로 된 텍스트여야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a text, not {value}.</source>
   <translation>{name}은(는) 글이어야 합니다({value}이 아니라).</translation>
  </message>
  <message>
   <source>{name} must be a tuple such as ('text', 3), not {value}.</source>
   <translation>{name}은(는) ('text', 3) 같은 튜플이어야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a vector of numbers, not {value}.</source>
   <translation>{name}은(는) 수로 된 벡터여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be a vector of {n} finite numbers.</source>
   <translation>{name}은(는) 유한한 수 {n}개로 된 벡터여야 합니다.</translation>
  </message>
  <message>
   <source>{name} must be a vector of {n} numbers.</source>
   <translation>{name}은(는) 수 {n}개로 된 벡터여야 합니다.</translation>
  </message>
  <message>
   <source>{name} must be a whole number, not {value}.</source>
   <translation>{name}은(는) 정수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be even, not {value}.</source>
   <translation>{name}은(는) 짝수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be finite numbers from {low:,} to {high:,}; {value} is not.</source>
   <translation>{name}은(는) {low:,}부터 {high:,}까지의 유한한 수여야 합니다. {value}는 아닙니다.</translation>
  </message>
  <message>
   <source>{name} must be greater than 0, not {value:g}.</source>
   <translation>{name}은(는) 0보다 커야 합니다. {value:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be greater than 1 (the frequencies would not fall), not {value:g}.</source>
   <translation>{name}은(는) 1보다 커야 합니다(그렇지 않으면 주파수가 줄어들지 않습니다). {value:g}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be greater than {exact}, the distances that {buckets} buckets keep exact, not {value}.</source>
   <translation>{name}은(는) 버킷 {buckets}개가 정확히 구분하는 거리 {exact}보다 커야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be numbers, not {value}.</source>
   <translation>{name}은(는) 수여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be one of {choices}, not {value}.</source>
   <translation>{name}은(는) {choices} 중 하나여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be one vector of finite numbers, not an array of shape {shape}.</source>
   <translation>{name}은(는) 유한한 수로 된 벡터 하나여야 합니다. 모양이 {shape}인 배열은 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be positions from 0 to {high:,}; {value} is not.</source>
   <translation>{name}은(는) 0부터 {high:,}까지의 위치여야 합니다. {value}는 그렇지 않습니다.</translation>
  </message>
  <message>
   <source>{name} must be three whole numbers (t, h, w), not {value}.</source>
   <translation>{name}은(는) 정수 세 개(t, h, w)여야 합니다. {value}는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must be whole numbers from {low:,} to {high:,}; {value} is not.</source>
   <translation>{name}은(는) {low:,}부터 {high:,}까지의 정수여야 합니다. {value}는 아닙니다.</translation>
  </message>
  <message>
   <source>{name} must hold at least one key's logit.</source>
   <translation>{name}에는 키의 로짓이 하나 이상 있어야 합니다.</translation>
  </message>
  <message>
   <source>{name} must hold numbers, not {value}.</source>
   <translation>{name}에는 숫자만 들어가야 합니다. {value}은(는) 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} must lie between {low:g} and {high:g}; {value:g} is out of range.</source>
   <translation>{name}은(는) {low:g}과 {high:g} 사이여야 합니다. {value:g}는 범위를 벗어납니다.</translation>
  </message>
  <message>
   <source>{name} must lie between {low} and {high}; {value} is out of range.</source>
   <translation>{name}은(는) {low}과 {high} 사이여야 합니다. {value}는 범위를 벗어납니다.</translation>
  </message>
  <message>
   <source>{name} must not hold NaN (−inf closes a gate, a masked key).</source>
   <translation>{name}에 NaN이 있으면 안 됩니다(−inf는 게이트를 닫습니다: 마스크된 키).</translation>
  </message>
  <message>
   <source>{name} needs between 1 and {most} numbers, not {count}.</source>
   <translation>{name}에는 숫자가 1개에서 {most}개까지 필요합니다. {count}개로는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} needs one number or {count} (one per rotated pair), not {given}.</source>
   <translation>{name}에는 숫자 1개 또는 {count}개(회전하는 쌍마다 하나)가 필요합니다. {given}개로는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} needs {count} numbers (one per rotated pair), not {given}.</source>
   <translation>{name}에는 숫자 {count}개(회전하는 쌍마다 하나)가 필요합니다. {given}개로는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name} rotates {d} dimensions: RoPE needs an even number, at least 2.</source>
   <translation>{name}은(는) {d}개 차원을 회전합니다. RoPE에는 2 이상의 짝수가 필요합니다.</translation>
  </message>
  <message>
   <source>{name} states neither its context before extension nor max_position_embeddings.</source>
   <translation>{name}에는 확장 전 문맥도 max_position_embeddings도 적혀 있지 않습니다.</translation>
  </message>
  <message>
   <source>{name} {value} does not fit the interleaved layout of {half} frequencies (h and w take every third one from 1 and 2).</source>
   <translation>{name} {value}는 주파수 {half}개의 교차 배치에 맞지 않습니다(h와 w는 1과 2부터 세 번째마다 하나씩 가집니다).</translation>
  </message>
  <message>
   <source>{name}'s position table has {rows:,} rows (0 .. {last:,}); this experiment puts the tokens at {low:,} .. {high:,}, where the model never learned a vector: refused.</source>
   <translation>{name}의 위치 표는 {rows:,}행(0 .. {last:,})입니다. 이 실험은 토큰을 {low:,} .. {high:,}에 두는데, 모델은 그 자리의 벡터를 배운 적이 없습니다. 실행하지 않습니다.</translation>
  </message>
  <message>
   <source>{name}: a value with a semicolon or surrounding spaces cannot be written as name = value.</source>
   <translation>{name}: 세미콜론이나 앞뒤 공백이 있는 값은 이름 = 값으로 쓸 수 없습니다.</translation>
  </message>
  <message>
   <source>{name}: at most {limit} entries can be shown at once, not {count}.</source>
   <translation>{name}: 한 번에 최대 {limit}개까지 보여 줄 수 있습니다. {count}개는 안 됩니다.</translation>
  </message>
  <message>
   <source>{name}: its sources do not state the context before extension (its rope_scaling names no original_max_position_embeddings), so the turns over it cannot be drawn.</source>
   <translation>{name}: 출처에 확장 전 문맥이 적혀 있지 않습니다(rope_scaling에 original_max_position_embeddings가 없습니다). 그래서 그 문맥에서의 회전 수는 그릴 수 없습니다.</translation>
  </message>
  <message>
   <source>{name}: {value} is not a number.</source>
   <translation>{name}: {value}은(는) 숫자가 아닙니다.</translation>
  </message>
  <message>
   <source>{n} vectors need {n} positions, not {m}.</source>
   <translation>벡터 {n}개에는 위치 {n}개가 필요합니다. {m}개는 안 됩니다.</translation>
  </message>
  <message>
   <source>{owner} needs {cls} options.</source>
   <translation>{owner}에는 {cls} 옵션이 필요합니다.</translation>
  </message>
  <message>
   <source>{problem} {hint}</source>
   <translation>{problem} {hint}</translation>
  </message>
  <message>
   <source>{value} is not a whole number of tokens: write lengths such as 12, 8, 10.</source>
   <translation>{value}은(는) 토큰 수를 나타내는 정수가 아닙니다. 12, 8, 10처럼 길이를 쓰세요.</translation>
  </message>
  <message>
   <source>{view} has no option {field} (it has {fields}).</source>
   <translation>{view}에는 옵션 {field}이(가) 없습니다(옵션: {fields}).</translation>
  </message>
  <message>
   <source>{view} has no options.</source>
   <translation>{view}에는 옵션이 없습니다.</translation>
  </message>
 </context>
 <context>
  <name>posenc_gui</name>
  <message>
   <source>   (this row shows the mean over positions {a}–{b}: {mean:+.4f})</source>
   <translation>   (이 행은 위치 {a}–{b}의 평균입니다: {mean:+.4f})</translation>
  </message>
  <message>
   <source>   (this row shows the smooth average over positions {a}–{b} around {c}: {mean:+.4f})</source>
   <translation>   (이 행은 {c} 주변 위치 {a}–{b}의 부드러운 평균입니다: {mean:+.4f})</translation>
  </message>
  <message>
   <source>   (this row spans positions {a}–{b}: minimum {low:+.4f}, maximum {high:+.4f})</source>
   <translation>   (이 행은 위치 {a}–{b}에 걸칩니다: 최솟값 {low:+.4f}, 최댓값 {high:+.4f})</translation>
  </message>
  <message>
   <source> The views show it at screen resolution without building it; a table built whole is limited to {limit}.</source>
   <translation> 뷰들은 표 전체를 만들지 않고 화면 해상도로 보여 줍니다. 표 전체를 만들 때는 {limit}까지로 제한됩니다.</translation>
  </message>
  <message>
   <source> keys</source>
   <translation> 키</translation>
  </message>
  <message>
   <source> pos/s</source>
   <translation> 위치/초</translation>
  </message>
  <message>
   <source> tokens</source>
   <translation> 토큰</translation>
  </message>
  <message>
   <source>&amp;1:</source>
   <translation>&amp;1:</translation>
  </message>
  <message>
   <source>&amp;2:</source>
   <translation>&amp;2:</translation>
  </message>
  <message>
   <source>&amp;3:</source>
   <translation>&amp;3:</translation>
  </message>
  <message>
   <source>&amp;4:</source>
   <translation>&amp;4:</translation>
  </message>
  <message>
   <source>&amp;About posenc-gui</source>
   <translation>posenc-gui 정보(&amp;A)</translation>
  </message>
  <message>
   <source>&amp;Animation</source>
   <translation>애니메이션(&amp;A)</translation>
  </message>
  <message>
   <source>&amp;Browse…</source>
   <translation>찾아보기(&amp;B)…</translation>
  </message>
  <message>
   <source>&amp;Chapter</source>
   <translation>장(&amp;C)</translation>
  </message>
  <message>
   <source>&amp;Colour maps</source>
   <translation>컬러맵(&amp;C)</translation>
  </message>
  <message>
   <source>&amp;Context:</source>
   <translation>문맥(&amp;C):</translation>
  </message>
  <message>
   <source>&amp;Copy view as image</source>
   <translation>뷰를 이미지로 복사(&amp;C)</translation>
  </message>
  <message>
   <source>&amp;Distance:</source>
   <translation>거리(&amp;D):</translation>
  </message>
  <message>
   <source>&amp;Diverging (PE values, similarity, scores)</source>
   <translation>발산형(&amp;D) (PE 값, 유사도, 점수)</translation>
  </message>
  <message>
   <source>&amp;Documents:</source>
   <translation>문서(&amp;D):</translation>
  </message>
  <message>
   <source>&amp;Error:</source>
   <translation>오차(&amp;E):</translation>
  </message>
  <message>
   <source>&amp;Export view…</source>
   <translation>뷰 내보내기(&amp;E)…</translation>
  </message>
  <message>
   <source>&amp;Factor:</source>
   <translation>계수(&amp;F):</translation>
  </message>
  <message>
   <source>&amp;File</source>
   <translation>파일(&amp;F)</translation>
  </message>
  <message>
   <source>&amp;Format:</source>
   <translation>형식(&amp;F):</translation>
  </message>
  <message>
   <source>&amp;Full screen</source>
   <translation>전체 화면(&amp;F)</translation>
  </message>
  <message>
   <source>&amp;Gates:</source>
   <translation>게이트(&amp;G):</translation>
  </message>
  <message>
   <source>&amp;Head width:</source>
   <translation>헤드 너비(&amp;H):</translation>
  </message>
  <message>
   <source>&amp;Head:</source>
   <translation>헤드(&amp;H):</translation>
  </message>
  <message>
   <source>&amp;Heads:</source>
   <translation>헤드 수(&amp;H):</translation>
  </message>
  <message>
   <source>&amp;Help</source>
   <translation>도움말(&amp;H)</translation>
  </message>
  <message>
   <source>&amp;Keyboard shortcuts</source>
   <translation>단축키(&amp;K)</translation>
  </message>
  <message>
   <source>&amp;L:</source>
   <translation>&amp;L:</translation>
  </message>
  <message>
   <source>&amp;Layer:</source>
   <translation>층(&amp;L):</translation>
  </message>
  <message>
   <source>&amp;Layout:</source>
   <translation>배치(&amp;L):</translation>
  </message>
  <message>
   <source>&amp;Lesson</source>
   <translation>수업(&amp;L)</translation>
  </message>
  <message>
   <source>&amp;MLP:</source>
   <translation>&amp;MLP:</translation>
  </message>
  <message>
   <source>&amp;Mask:</source>
   <translation>마스크(&amp;M):</translation>
  </message>
  <message>
   <source>&amp;Model:</source>
   <translation>모델(&amp;M):</translation>
  </message>
  <message>
   <source>&amp;Next chapter</source>
   <translation>다음 장(&amp;N)</translation>
  </message>
  <message>
   <source>&amp;Next lesson step</source>
   <translation>다음 수업 단계(&amp;N)</translation>
  </message>
  <message>
   <source>&amp;Open session…</source>
   <translation>세션 열기(&amp;O)…</translation>
  </message>
  <message>
   <source>&amp;Original:</source>
   <translation>원래 문맥(&amp;O):</translation>
  </message>
  <message>
   <source>&amp;Pair:</source>
   <translation>쌍(&amp;P):</translation>
  </message>
  <message>
   <source>&amp;Positions:</source>
   <translation>위치(&amp;P):</translation>
  </message>
  <message>
   <source>&amp;Presentation mode</source>
   <translation>발표 모드(&amp;P)</translation>
  </message>
  <message>
   <source>&amp;Preset:</source>
   <translation>프리셋(&amp;P):</translation>
  </message>
  <message>
   <source>&amp;Previous chapter</source>
   <translation>이전 장(&amp;P)</translation>
  </message>
  <message>
   <source>&amp;Quit</source>
   <translation>끝내기(&amp;Q)</translation>
  </message>
  <message>
   <source>&amp;Recent sessions</source>
   <translation>최근 세션(&amp;R)</translation>
  </message>
  <message>
   <source>&amp;Recent:</source>
   <translation>최근(&amp;R):</translation>
  </message>
  <message>
   <source>&amp;Reset layout</source>
   <translation>배치 초기화(&amp;R)</translation>
  </message>
  <message>
   <source>&amp;RoPE off in:</source>
   <translation>RoPE 끄는 층(&amp;R):</translation>
  </message>
  <message>
   <source>&amp;Rows:</source>
   <translation>행(&amp;R):</translation>
  </message>
  <message>
   <source>&amp;Save session…</source>
   <translation>세션 저장(&amp;S)…</translation>
  </message>
  <message>
   <source>&amp;Scale base:</source>
   <translation>스케일 기준(&amp;S):</translation>
  </message>
  <message>
   <source>&amp;Scheme:</source>
   <translation>방식(&amp;S):</translation>
  </message>
  <message>
   <source>&amp;Sentence:</source>
   <translation>문장(&amp;S):</translation>
  </message>
  <message>
   <source>&amp;Sequential (attention weights)</source>
   <translation>순차형(&amp;S) (어텐션 가중치)</translation>
  </message>
  <message>
   <source>&amp;Size:</source>
   <translation>크기(&amp;S):</translation>
  </message>
  <message>
   <source>&amp;Start:</source>
   <translation>처음(&amp;S):</translation>
  </message>
  <message>
   <source>&amp;Theme</source>
   <translation>테마(&amp;T)</translation>
  </message>
  <message>
   <source>&amp;Title:</source>
   <translation>제목(&amp;T):</translation>
  </message>
  <message>
   <source>&amp;Tokens per second:</source>
   <translation>초당 토큰(&amp;T):</translation>
  </message>
  <message>
   <source>&amp;Trail:</source>
   <translation>자취(&amp;T):</translation>
  </message>
  <message>
   <source>&amp;Trained length:</source>
   <translation>학습 길이(&amp;T):</translation>
  </message>
  <message>
   <source>&amp;Up to:</source>
   <translation>상한(&amp;U):</translation>
  </message>
  <message>
   <source>&amp;Vectors:</source>
   <translation>벡터(&amp;V):</translation>
  </message>
  <message>
   <source>&amp;View</source>
   <translation>보기(&amp;V)</translation>
  </message>
  <message>
   <source>&amp;View:</source>
   <translation>뷰(&amp;V):</translation>
  </message>
  <message>
   <source>&amp;Width:</source>
   <translation>너비(&amp;W):</translation>
  </message>
  <message>
   <source>&amp;Window:</source>
   <translation>창(&amp;W):</translation>
  </message>
  <message>
   <source>&amp;Word:</source>
   <translation>낱말(&amp;W):</translation>
  </message>
  <message>
   <source>&amp;base</source>
   <translation>base(&amp;B)</translation>
  </message>
  <message>
   <source>&amp;c:</source>
   <translation>&amp;c:</translation>
  </message>
  <message>
   <source>&amp;d:</source>
   <translation>&amp;d:</translation>
  </message>
  <message>
   <source>&amp;d_model</source>
   <translation>d_model(&amp;D)</translation>
  </message>
  <message>
   <source>&amp;gamma:</source>
   <translation>감마 γ(&amp;G):</translation>
  </message>
  <message>
   <source>&amp;k:</source>
   <translation>&amp;k:</translation>
  </message>
  <message>
   <source>&amp;layout</source>
   <translation>layout(&amp;L)</translation>
  </message>
  <message>
   <source>&amp;max_len</source>
   <translation>max_len(&amp;M)</translation>
  </message>
  <message>
   <source>&amp;npos:</source>
   <translation>&amp;npos:</translation>
  </message>
  <message>
   <source>&amp;q, k:</source>
   <translation>q, k(&amp;Q):</translation>
  </message>
  <message>
   <source>&amp;s:</source>
   <translation>&amp;s:</translation>
  </message>
  <message>
   <source>(a) content: E&lt;sub&gt;i&lt;/sub&gt;ᵀ W&lt;sub&gt;q&lt;/sub&gt;ᵀ W&lt;sub&gt;k,E&lt;/sub&gt; E&lt;sub&gt;j&lt;/sub&gt;</source>
   <translation>(a) 내용: E&lt;sub&gt;i&lt;/sub&gt;ᵀ W&lt;sub&gt;q&lt;/sub&gt;ᵀ W&lt;sub&gt;k,E&lt;/sub&gt; E&lt;sub&gt;j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>(b) content-position: E&lt;sub&gt;i&lt;/sub&gt;ᵀ W&lt;sub&gt;q&lt;/sub&gt;ᵀ W&lt;sub&gt;k,R&lt;/sub&gt; R&lt;sub&gt;i−j&lt;/sub&gt;</source>
   <translation>(b) 내용-위치: E&lt;sub&gt;i&lt;/sub&gt;ᵀ W&lt;sub&gt;q&lt;/sub&gt;ᵀ W&lt;sub&gt;k,R&lt;/sub&gt; R&lt;sub&gt;i−j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>(bands: min to max over about {n} positions each; scroll over the plot to zoom in)</source>
   <translation>(띠: 각각 약 {n}개 위치의 최솟값에서 최댓값까지. 그래프 위에서 스크롤하면 확대됩니다)</translation>
  </message>
  <message>
   <source>(c) global content: uᵀ W&lt;sub&gt;k,E&lt;/sub&gt; E&lt;sub&gt;j&lt;/sub&gt;</source>
   <translation>(c) 전역 내용: uᵀ W&lt;sub&gt;k,E&lt;/sub&gt; E&lt;sub&gt;j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>(d) global position: vᵀ W&lt;sub&gt;k,R&lt;/sub&gt; R&lt;sub&gt;i−j&lt;/sub&gt;</source>
   <translation>(d) 전역 위치: vᵀ W&lt;sub&gt;k,R&lt;/sub&gt; R&lt;sub&gt;i−j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>(dims {dims} lie beyond d_model = {d})</source>
   <translation>(차원 {dims}은(는) d_model = {d} 밖에 있습니다)</translation>
  </message>
  <message>
   <source>(no dimensions: type some above or click columns of the heatmap)</source>
   <translation>(차원 없음: 위에 입력하거나 히트맵의 열을 클릭하세요)</translation>
  </message>
  <message>
   <source>(no hands: list pair indices under Clock hands)</source>
   <translation>(바늘 없음: 시계 바늘 칸에 쌍 번호를 적으세요)</translation>
  </message>
  <message>
   <source>(no position that far)</source>
   <translation>(그렇게 먼 위치는 없습니다)</translation>
  </message>
  <message>
   <source>(none yet)</source>
   <translation>(아직 없음)</translation>
  </message>
  <message>
   <source>(on as trained)</source>
   <translation>(학습된 그대로와 겹침)</translation>
  </message>
  <message>
   <source>(pairs {pairs}: d_model = {d} has only {n})</source>
   <translation>(쌍 {pairs}: d_model = {d}에는 {n}쌍뿐입니다)</translation>
  </message>
  <message>
   <source>(pos is taken as {pos:g}, so that pos + k stays within the exact range, 10^7)</source>
   <translation>(pos + k가 정확한 범위 10^7 안에 머물도록 pos를 {pos:g}로 잡습니다)</translation>
  </message>
  <message>
   <source>(positions {pos} lie beyond max_len = {L})</source>
   <translation>(위치 {pos}은(는) max_len = {L} 밖에 있습니다)</translation>
  </message>
  <message>
   <source>+ PE (position)</source>
   <translation>+ PE (위치)</translation>
  </message>
  <message>
   <source>+ image</source>
   <translation>+ 이미지</translation>
  </message>
  <message>
   <source>+ text</source>
   <translation>+ 텍스트</translation>
  </message>
  <message>
   <source>+ video</source>
   <translation>+ 비디오</translation>
  </message>
  <message>
   <source>--sweep takes {syntax} (e.g. base=100:100000:log), not {text}</source>
   <translation>--sweep은 {syntax} 꼴이어야 합니다(예: base=100:100000:log). {text}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>--sweep: a log sweep needs both ends above 0, not {start} to {stop}</source>
   <translation>--sweep: 로그 스윕은 양 끝이 모두 0보다 커야 합니다. {start}에서 {stop}까지는 안 됩니다</translation>
  </message>
  <message>
   <source>--sweep: every frame of {view} is the same: it does not draw what {name} changes</source>
   <translation>--sweep: {view}의 모든 프레임이 같습니다. 이 뷰는 {name}이(가) 바꾸는 것을 그리지 않습니다</translation>
  </message>
  <message>
   <source>--sweep: the first and last values must differ, not {start} to {stop}</source>
   <translation>--sweep: 처음 값과 마지막 값은 달라야 합니다. {start}에서 {stop}까지는 안 됩니다</translation>
  </message>
  <message>
   <source>--sweep: {name} = {start} .. {stop} leaves its range {low} .. {high}</source>
   <translation>--sweep: {name} = {start} .. {stop}은(는) 허용 범위 {low} .. {high}을(를) 벗어납니다</translation>
  </message>
  <message>
   <source>--sweep: {name} is a choice ({choices}), not a number: it cannot be swept</source>
   <translation>--sweep: {name}은(는) 수가 아니라 선택지({choices})이므로 스윕할 수 없습니다</translation>
  </message>
  <message>
   <source>--sweep: {name} is not a number (a list, a text or a yes or no): it cannot be swept</source>
   <translation>--sweep: {name}은(는) 수가 아니므로(목록, 텍스트 또는 예/아니요) 스윕할 수 없습니다</translation>
  </message>
  <message>
   <source>--sweep: {text} is not a number (digits, a point and an exponent; no separators)</source>
   <translation>--sweep: {text}은(는) 수가 아닙니다(숫자, 소수점, 지수로 쓰고 구분 기호는 쓰지 마세요)</translation>
  </message>
  <message>
   <source>--sweep: {view} does not read {name} (its figure would not change); it can sweep: {names}</source>
   <translation>--sweep: {view}는 {name}을(를) 읽지 않습니다(그림이 바뀌지 않습니다). 스윕할 수 있는 수: {names}</translation>
  </message>
  <message>
   <source>--sweep: {view} has no number {name} (did you mean {closest}?); it can sweep: {names}</source>
   <translation>--sweep: {view}에는 수 {name}이(가) 없습니다({closest}을(를) 뜻하셨나요?). 스윕할 수 있는 수: {names}</translation>
  </message>
  <message>
   <source>--sweep: {view} has no number {name}; it can sweep: {names}</source>
   <translation>--sweep: {view}에는 수 {name}이(가) 없습니다. 스윕할 수 있는 수: {names}</translation>
  </message>
  <message>
   <source>1 … 9 (presenting)</source>
   <translation>1 … 9 (발표 중)</translation>
  </message>
  <message>
   <source>1x (as on screen)</source>
   <translation>1배 (화면 그대로)</translation>
  </message>
  <message>
   <source>2x</source>
   <translation>2배</translation>
  </message>
  <message>
   <source>3x</source>
   <translation>3배</translation>
  </message>
  <message>
   <source>4K: 3840 wide</source>
   <translation>4K: 폭 3840</translation>
  </message>
  <message>
   <source>4x</source>
   <translation>4배</translation>
  </message>
  <message>
   <source>:&lt;br&gt;angles never seen in training</source>
   <translation>:&lt;br&gt;학습 때 본 적 없는 각도</translation>
  </message>
  <message>
   <source>:&lt;br&gt;within what training saw</source>
   <translation>:&lt;br&gt;학습 때 본 범위 안</translation>
  </message>
  <message>
   <source>&lt;b&gt;Example&lt;/b&gt; sink logits s = {values}, typed (not a model's); open gpt-oss with File &gt; Open model… for its own.</source>
   <translation>&lt;b&gt;예시&lt;/b&gt; 싱크 로짓 s = {values}: 직접 적은 값입니다(모델의 값이 아닙니다). gpt-oss 자체의 값은 파일 &gt; 모델 열기…로 gpt-oss를 여세요.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Integer index:&lt;/b&gt; position {last} gets {last}, {ratio:,.0f}× the largest embedding value (1): it drowns the word's meaning.&lt;br&gt;&lt;b&gt;Normalised index&lt;/b&gt; pos/(n−1): position {h} is {x1:.3f} among {n1} words but {x2:.3f} among {n2}: the same place, different values.</source>
   <translation>&lt;b&gt;정수 인덱스:&lt;/b&gt; 위치 {last}에는 {last}가 더해져 가장 큰 임베딩 값(1)의 {ratio:,.0f}배입니다. 단어의 의미를 덮어 버립니다.&lt;br&gt;&lt;b&gt;정규화 인덱스&lt;/b&gt; pos/(n−1): 위치 {h}는 {n1}단어 문장에서 {x1:.3f}, {n2}단어 문장에서 {x2:.3f}입니다. 같은 자리, 다른 값.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Next:&lt;/b&gt; {headline}</source>
   <translation>&lt;b&gt;다음:&lt;/b&gt; {headline}</translation>
  </message>
  <message>
   <source>&lt;b&gt;No PE, causal mask:&lt;/b&gt; largest difference {plain:.3f}: each word sees only the words before it, so order matters even without PE.</source>
   <translation>&lt;b&gt;PE 없음, 인과 마스크:&lt;/b&gt; 가장 큰 차이 {plain:.3f}: 각 단어가 자기 앞의 단어만 보므로 PE 없이도 순서가 중요합니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;No PE, no mask:&lt;/b&gt; largest difference {plain:.1e} ({same}): a bag of words.</source>
   <translation>&lt;b&gt;PE 없음, 마스크 없음:&lt;/b&gt; 가장 큰 차이 {plain:.1e} ({same}): 단어 주머니.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Nothing changed&lt;/b&gt; (at most {x:.0e}).</source>
   <translation>&lt;b&gt;달라진 것이 없습니다&lt;/b&gt;(최대 {x:.0e}).</translation>
  </message>
  <message>
   <source>&lt;b&gt;Nothing changed&lt;/b&gt; (at most {x:.0e}): RoPE's scores depend only on the distance i − j, so a shift leaves them as they were.</source>
   <translation>&lt;b&gt;달라진 것이 없습니다&lt;/b&gt;(최대 {x:.0e}). RoPE의 점수는 거리 i − j에만 달려 있으므로, 위치를 옮겨도 그대로입니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Nothing changed&lt;/b&gt; (at most {x:.0e}): this rule changes the frequencies only for a text longer than the original context.</source>
   <translation>&lt;b&gt;달라진 것이 없습니다&lt;/b&gt;(최대 {x:.0e}). 이 규칙은 원래 문맥보다 긴 글에서만 주파수를 바꿉니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;With PE:&lt;/b&gt; {pe:.3f} (outputs up to {scale:.2f}): order matters.</source>
   <translation>&lt;b&gt;PE 있음:&lt;/b&gt; {pe:.3f} (출력 최대 {scale:.2f}): 순서가 중요해집니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;With positions: {b:.2f}&lt;/b&gt;: order matters.</source>
   <translation>&lt;b&gt;위치 있음: {b:.2f}&lt;/b&gt;. 순서가 중요합니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Without positions: largest difference {a:.1e}&lt;/b&gt; (outputs up to {scale:.2f}).</source>
   <translation>&lt;b&gt;위치 없음: 최대 차이 {a:.1e}&lt;/b&gt;(출력 크기 최대 {scale:.2f}).</translation>
  </message>
  <message>
   <source>&lt;b&gt;Without positions: largest difference {a:.1e}&lt;/b&gt; (outputs up to {scale:.2f}): the same rows, reordered, up to float32 rounding. The model reads a bag of words.</source>
   <translation>&lt;b&gt;위치 없음: 최대 차이 {a:.1e}&lt;/b&gt;(출력 크기 최대 {scale:.2f}). float32 반올림 오차 안에서 같은 행을 순서만 바꾼 것입니다. 모델은 단어 주머니를 읽습니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;Without positions: {a}.&lt;/b&gt; A causal LM's mask lets each token see only the tokens before it: the mask itself is an order signal, so the outputs differ even without positions.</source>
   <translation>&lt;b&gt;위치 없음: {a}.&lt;/b&gt; 인과 언어 모델의 마스크는 각 토큰이 앞의 토큰만 보게 합니다. 마스크 자체가 순서 신호이므로 위치가 없어도 출력이 달라집니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{model}&lt;/b&gt; has learned absolute positions (a table of {n:,} rows added to the embeddings once): no query or key is rotated, so its weights have no RoPE pairs to read. Open a RoPE model (Llama, Mistral, Qwen, SmolLM) with File &gt; Open model… to see which frequencies its heads use.</source>
   <translation>&lt;b&gt;{model}&lt;/b&gt;은(는) 학습된 절대 위치를 씁니다(임베딩에 한 번 더해지는 {n:,}행의 표). 쿼리도 키도 회전하지 않으므로 가중치에서 읽을 RoPE 쌍이 없습니다. 헤드가 어떤 주파수를 쓰는지 보려면 파일 &gt; 모델 열기…로 RoPE 모델(Llama, Mistral, Qwen, SmolLM)을 여세요.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{model}&lt;/b&gt;, layer {l} of {layers}, head {h} of {heads}: mean distance {a:.2f} tokens as trained, {b:.2f} under the experiment. In this layer head {back} looks back one token ({p:.0%} of its attention), head {first} attends to the first token ({f:.0%}).</source>
   <translation>&lt;b&gt;{model}&lt;/b&gt;, 층 {l}/{layers}, 헤드 {h}/{heads}: 평균 거리는 학습된 그대로 {a:.2f} 토큰, 실험에서 {b:.2f} 토큰. 이 층에서 헤드 {back}는 바로 앞 토큰을 보고(어텐션의 {p:.0%}), 헤드 {first}는 첫 토큰을 봅니다({f:.0%}).</translation>
  </message>
  <message>
   <source>&lt;b&gt;{model}&lt;/b&gt;, layer {l}: query head {h}'s largest pair norm is at wavelength {w:,.1f} tokens. {slow} of {pairs} pairs turn less than once within the context (right of the dashed line): they barely encode position and can carry meaning instead.</source>
   <translation>&lt;b&gt;{model}&lt;/b&gt;, 층 {l}: 쿼리 헤드 {h}의 가장 큰 쌍 노름은 파장 {w:,.1f} 토큰에 있습니다. {pairs}쌍 중 {slow}쌍은 문맥 안에서 한 바퀴도 돌지 않습니다(점선 오른쪽). 이런 쌍은 위치를 거의 담지 않고 대신 의미를 실을 수 있습니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{model}&lt;/b&gt;, {experiment}: mean cosine {mean:.3f} between each token's final hidden state as trained and under the experiment; the lowest {low:.3f} at token {i} ({token}).</source>
   <translation>&lt;b&gt;{model}&lt;/b&gt;, {experiment}: 토큰마다 학습된 그대로와 실험에서의 마지막 은닉 상태 사이 코사인 평균 {mean:.3f}, 가장 낮은 값은 토큰 {i}({token})의 {low:.3f}.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{name}&lt;/b&gt;: the sink logits of layer {layer} (layers 0 to {last}), {heads} heads.</source>
   <translation>&lt;b&gt;{name}&lt;/b&gt;: 층 {layer}(층 0부터 {last})의 싱크 로짓, 헤드 {heads}개.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{title}&lt;/b&gt; (opened): {shown} × {d}.&lt;br&gt;Below, its table beside all-MiniLM-L6-v2's as trained (512 × 384): how alike&lt;br&gt;the positions are, then each table on its own first two principal axes,&lt;br&gt;coloured by position, dark to yellow.&lt;br&gt;PC 1 and 2 together hold {vl:.0%} of the opened table's variance&lt;br&gt;and {vs:.0%} of MiniLM's.</source>
   <translation>&lt;b&gt;{title}&lt;/b&gt;(열린 모델): {shown} × {d}.&lt;br&gt;아래는 이 표와 학습된 all-MiniLM-L6-v2의 표(512 × 384)입니다: 위치끼리&lt;br&gt;얼마나 닮았는지, 그리고 각 표를 자기 첫 두 주축에 투영한 것으로,&lt;br&gt;위치에 따라 어두운색에서 노란색으로 칠했습니다.&lt;br&gt;PC 1과 2는 열린 표 분산의 {vl:.0%},&lt;br&gt;MiniLM 분산의 {vs:.0%}를 담습니다.</translation>
  </message>
  <message>
   <source>&lt;b&gt;{title}&lt;/b&gt;: {rows} positions × {d}.&lt;br&gt;No rows past position {last}: undefined there.&lt;br&gt;Below, learned beside sinusoidal: how alike the positions are, then&lt;br&gt;each table on its own first two principal axes (two different bases),&lt;br&gt;coloured by position, dark to yellow.&lt;br&gt;PC 1 and 2 together hold {vl:.0%} of the learned table's variance&lt;br&gt;and {vs:.0%} of sinusoidal PE's.</source>
   <translation>&lt;b&gt;{title}&lt;/b&gt;: 위치 {rows}개 × {d}.&lt;br&gt;위치 {last} 다음의 행은 없습니다: 그곳에서는 정의되지 않습니다.&lt;br&gt;아래에는 학습된 표와 사인파 표를 나란히 놓았습니다: 위치끼리 얼마나 닮았는지, 그리고&lt;br&gt;각 표를 그 표 자신의 첫 두 주성분 축에 놓은 모습(서로 다른 기저)입니다.&lt;br&gt;색은 위치를 나타냅니다(어두운 색에서 노란색으로).&lt;br&gt;PC 1과 2는 학습된 표 분산의 {vl:.0%}를,&lt;br&gt;사인파 PE 분산의 {vs:.0%}를 함께 담습니다.</translation>
  </message>
  <message>
   <source>&lt;br&gt;&lt;span style='color:#b2182b'&gt;No font on this system draws {chars}: those words show as boxes. Install one (Korean on Debian/Ubuntu: &lt;b&gt;{package}&lt;/b&gt;).&lt;/span&gt;</source>
   <translation>&lt;br&gt;&lt;span style='color:#b2182b'&gt;이 시스템에는 {chars}을(를) 그릴 글꼴이 없어 그 단어가 네모로 보입니다. 글꼴을 설치하세요(데비안/우분투의 한국어: &lt;b&gt;{package}&lt;/b&gt;).&lt;/span&gt;</translation>
  </message>
  <message>
   <source>&lt;br&gt;Interpolated: position p is read at p × {L}/{n},&lt;br&gt;so rows stay within the trained range.</source>
   <translation>&lt;br&gt;보간: 위치 p를 p × {L}/{n}에서 읽으므로&lt;br&gt;행이 학습 범위 안에 머뭅니다.</translation>
  </message>
  <message>
   <source>&lt;br&gt;NTK base: the slowest pair turns at {end} as far&lt;br&gt;as it did at {last}. A thought experiment for an added table:&lt;br&gt;NTK scaling was made for RoPE.</source>
   <translation>&lt;br&gt;NTK 방식 base: 가장 느린 쌍이 {end}에서&lt;br&gt;{last}에서만큼만 돕니다. 더해지는 표에는 사고 실험입니다:&lt;br&gt;NTK 스케일링은 RoPE를 위해 만들어졌습니다.</translation>
  </message>
  <message>
   <source>&lt;br&gt;The columns shown double their wavelength as the bits double their period; PE's shortest is 2π, so each is about π times its bit's.</source>
   <translation>&lt;br&gt;보이는 열은 비트의 주기가 두 배가 되듯 파장이 두 배가 됩니다. PE의 가장 짧은 파장은 2π라서 각 열은 자기 비트 주기의 약 π배입니다.</translation>
  </message>
  <message>
   <source>&lt;p&gt;&lt;b&gt;The room is asked:&lt;/b&gt; {question}&lt;br&gt;&lt;b&gt;Answer:&lt;/b&gt; {answer}&lt;/p&gt;</source>
   <translation>&lt;p&gt;&lt;b&gt;청중에게 묻는 질문:&lt;/b&gt; {question}&lt;br&gt;&lt;b&gt;답:&lt;/b&gt; {answer}&lt;/p&gt;</translation>
  </message>
  <message>
   <source>= input</source>
   <translation>= 입력</translation>
  </message>
  <message>
   <source>= input (embedding + PE)</source>
   <translation>= 입력 (임베딩 + PE)</translation>
  </message>
  <message>
   <source>A 16:9 canvas of 1920 x 1080 pixels filled by the view, without notes, under the title on the Title row.</source>
   <translation>뷰가 가득 채우는 1920 x 1080 픽셀의 16:9 캔버스, 설명 없이, 제목 행의 제목 아래에.</translation>
  </message>
  <message>
   <source>A causal mask lets each word attend only to itself and the words before it, as in a decoder: then the outputs depend on the order even without PE.</source>
   <translation>인과 마스크를 쓰면 디코더처럼 각 단어가 자기 자신과 앞의 단어에만 어텐션합니다. 그러면 PE가 없어도 출력이 순서에 따라 달라집니다.</translation>
  </message>
  <message>
   <source>A document mask lets a token attend only to its own document's earlier tokens (block-diagonal and causal, as flash-attention's varlen kernels compute it); causal only lets it attend to every earlier token of the row</source>
   <translation>문서 마스크는 토큰이 자기 문서의 앞선 토큰에만 어텐션하게 합니다(블록 대각이자 인과적, flash-attention의 varlen 커널이 계산하는 방식). 인과 마스크만 쓰면 행의 앞선 모든 토큰에 어텐션합니다</translation>
  </message>
  <message>
   <source>A laser pointer</source>
   <translation>레이저 포인터</translation>
  </message>
  <message>
   <source>A model's T5 buckets (num_buckets, max_distance, direction), or custom: the T5 boxes</source>
   <translation>모델의 T5 버킷(num_buckets, max_distance, 방향), 또는 직접 입력: T5 상자들의 값</translation>
  </message>
  <message>
   <source>A model's heads and training length (BLOOM, MPT-7B: both decoders, so causal), or custom: the Heads, Trained length and Mask boxes</source>
   <translation>모델의 헤드 수와 학습 길이(BLOOM, MPT-7B: 둘 다 디코더이므로 인과), 또는 직접 입력: 헤드, 학습 길이, 마스크 상자의 값</translation>
  </message>
  <message>
   <source>A model's shipped RoPE settings, the model opened with File &gt; Open model…, or a rule typed in key by key (manual: head dimension d_model, the shared base)</source>
   <translation>모델이 배포한 RoPE 설정, 파일 &gt; 모델 열기…로 연 모델, 또는 키마다 직접 입력한 규칙(직접: 헤드 차원 d_model, 공유 base)</translation>
  </message>
  <message>
   <source>A position table as trained (all-MiniLM-L6-v2, a BERT-family model, 512 positions × 384), as BERT (512) and GPT-2 (1024) initialise theirs, or the table of the model opened with File &gt; Open model…</source>
   <translation>학습된 위치 표(BERT 계열 모델 all-MiniLM-L6-v2, 512개 위치 × 384), BERT(512)와 GPT-2(1024)가 초기화하는 표, 또는 파일 &gt; 모델 열기…로 연 모델의 표</translation>
  </message>
  <message>
   <source>A preset whose sources state its layers, or the model opened with File &gt; Open model…</source>
   <translation>출처가 층을 밝힌 프리셋, 또는 파일 &gt; 모델 열기…로 연 모델</translation>
  </message>
  <message>
   <source>A preset, the model opened with File &gt; Open model…, or none</source>
   <translation>프리셋, 파일 &gt; 모델 열기…로 연 모델, 또는 없음</translation>
  </message>
  <message>
   <source>A sentence in any language; words are separated by spaces (at most 32). Each word always gets the same embedding.</source>
   <translation>어떤 언어의 문장이든 됩니다. 단어는 공백으로 나눕니다(최대 32개). 같은 단어는 언제나 같은 임베딩을 받습니다.</translation>
  </message>
  <message>
   <source>A sentence in any language; words are separated by spaces (at most 32). Enter applies it; the first two words are then swapped.</source>
   <translation>어떤 언어의 문장이든 됩니다. 단어는 공백으로 나눕니다(최대 32개). Enter로 적용하면 처음 두 단어가 바뀝니다.</translation>
  </message>
  <message>
   <source>A smooth (triangular-weighted) average: frequencies the rows cannot show fade out and never come back as false stripes.</source>
   <translation>부드러운(삼각 가중) 평균: 행이 보여 줄 수 없는 주파수는 흐려지고 가짜 줄무늬로 돌아오지 않습니다.</translation>
  </message>
  <message>
   <source>A text in any language; words are separated by spaces (at most 32). A word ending in . ! ? or … (or a full-width 。 ！ ？) ends a sentence. Enter applies it.</source>
   <translation>어떤 언어의 글이든 됩니다. 낱말은 공백으로 나눕니다(최대 32개). . ! ? … (또는 전각 。 ！ ？)로 끝나는 낱말이 문장을 끝냅니다. Enter로 적용합니다.</translation>
  </message>
  <message>
   <source>A trained length, marked by a line</source>
   <translation>학습 길이. 선으로 표시합니다</translation>
  </message>
  <message>
   <source>A transformers config of this model reads split-half: its conversion permuted the query and key weights to fit, so the scores are the same.</source>
   <translation>이 모델의 transformers config는 반씩 나누기(split-half)로 읽힙니다. 변환할 때 쿼리와 키 가중치의 순서를 바꾸어 맞췄으므로 점수는 같습니다.</translation>
  </message>
  <message>
   <source>ALiBi</source>
   <translation>ALiBi</translation>
  </message>
  <message>
   <source>ALiBi &amp;head:</source>
   <translation>ALiBi 헤드(&amp;H):</translation>
  </message>
  <message>
   <source>ALiBi-like (illustrative)</source>
   <translation>ALiBi 비슷한 모양(예시)</translation>
  </message>
  <message>
   <source>About posenc-gui</source>
   <translation>posenc-gui 정보</translation>
  </message>
  <message>
   <source>Add PE to the embedding (what Transformers do), or concatenate the two: the width doubles and position stays apart from meaning.</source>
   <translation>임베딩에 PE를 더하거나(트랜스포머의 방식) 둘을 이어 붙입니다. 이어 붙이면 폭이 두 배가 되고 위치가 의미와 따로 놓입니다.</translation>
  </message>
  <message>
   <source>Add “{item}” to the layout</source>
   <translation>배치에 “{item}” 추가</translation>
  </message>
  <message>
   <source>Addition keeps the width d = {d}: every dimension now carries meaning and position together, and the layers after it stay the same size.</source>
   <translation>더하면 폭이 d = {d}로 유지됩니다. 모든 차원이 의미와 위치를 함께 담고, 뒤따르는 층의 크기도 그대로입니다.</translation>
  </message>
  <message>
   <source>All ones (the score is the sum of cos of the angle differences) or q and k of N(0, 1) entries drawn from fixed seeds</source>
   <translation>모두 1(점수는 각도 차이의 cos 합) 또는 고정된 시드에서 뽑은 N(0, 1) 성분의 q와 k</translation>
  </message>
  <message>
   <source>All views</source>
   <translation>모든 보기</translation>
  </message>
  <message>
   <source>Alt + underlined letter</source>
   <translation>Alt + 밑줄 글자</translation>
  </message>
  <message>
   <source>An encoder predicts no next token: right, each experiment's cosines along the sentence.</source>
   <translation>인코더는 다음 토큰을 예측하지 않습니다. 오른쪽은 실험마다 문장을 따라 본 코사인입니다.</translation>
  </message>
  <message>
   <source>An encoder tells keys before and after the query apart (half the buckets each); a decoder sees only keys before it, j ≤ i, and puts every later key in bucket 0</source>
   <translation>인코더는 쿼리 앞의 키와 뒤의 키를 구분합니다(버킷을 절반씩). 디코더는 앞의 키(j ≤ i)만 보며 뒤의 키는 모두 버킷 0에 넣습니다</translation>
  </message>
  <message>
   <source>An illustrative MLP, not trained weights: the ReLU network that follows an ALiBi-, Kerple- or T5-like curve of the distance for a query before L at c = 0.1 and L = 512, linear between 8 distances</source>
   <translation>학습된 가중치가 아닌 예시 MLP: c = 0.1, L = 512에서 L 이전의 쿼리에 대해 거리의 ALiBi·Kerple·T5 비슷한 곡선을 따르는 ReLU 신경망으로, 거리 8개 사이에서는 직선입니다</translation>
  </message>
  <message>
   <source>Animation</source>
   <translation>애니메이션</translation>
  </message>
  <message>
   <source>Animation speed in positions per second.</source>
   <translation>애니메이션 속도(초당 위치 수).</translation>
  </message>
  <message>
   <source>Animation:</source>
   <translation>애니메이션:</translation>
  </message>
  <message>
   <source>At L = {n:,}: entropy {a:.3f} plain, {b:.3f} with the factors; ln L = {u:.3f}, so {g0:.2f} and {g1:.2f} nats below it.</source>
   <translation>L = {n:,}에서: 엔트로피는 계수 없이 {a:.3f}, 계수를 곱하면 {b:.3f}입니다. ln L = {u:.3f}이므로 그보다 각각 {g0:.2f}나트, {g1:.2f}나트 낮습니다.</translation>
  </message>
  <message>
   <source>Attention factor:</source>
   <translation>어텐션 계수:</translation>
  </message>
  <message>
   <source>Attention then adds the position logit q&lt;sub&gt;i&lt;/sub&gt;·e[p], interpolated between e[⌊p⌋] and e[⌈p⌉]: it finds keys by what the gates count, not by tokens.</source>
   <translation>그다음 어텐션은 e[⌊p⌋]와 e[⌈p⌉] 사이를 보간한 위치 로짓 q&lt;sub&gt;i&lt;/sub&gt;·e[p]를 더합니다: 토큰이 아니라 게이트가 세는 것으로 키를 찾습니다.</translation>
  </message>
  <message>
   <source>BERT initialisation, N(0, 0.02)</source>
   <translation>BERT 초기값, N(0, 0.02)</translation>
  </message>
  <message>
   <source>BLOOM 176B</source>
   <translation>BLOOM 176B</translation>
  </message>
  <message>
   <source>Back 10 positions</source>
   <translation>10칸 뒤로</translation>
  </message>
  <message>
   <source>Bars: the farthest key each kind reaches; ticks: its pairs' wavelengths 2π/θ; ○ the longest that makes a full turn within the reach.</source>
   <translation>막대: 각 종류가 닿는 가장 먼 키, 눈금: 그 쌍들의 파장 2π/θ, ○ 닿는 범위 안에서 한 바퀴를 다 도는 가장 긴 파장.</translation>
  </message>
  <message>
   <source>Base:</source>
   <translation>base:</translation>
  </message>
  <message>
   <source>Bit b of a counter is 0 for 2&lt;sup&gt;b&lt;/sup&gt; positions, then 1 for 2&lt;sup&gt;b&lt;/sup&gt;: bit 0 flips every step, bit {top} every {flip}.&lt;br&gt;It is the sign of a sine of period 2&lt;sup&gt;b+1&lt;/sup&gt;, negative (blue) exactly where the bit is 1.&lt;br&gt;Sinusoidal PE does the same with smooth waves: dimension {dfast} (wavelength {wfast}) turns fast like bit 0,&lt;br&gt;dimension {dslow} (wavelength {wslow}) slowly, like the top bit.</source>
   <translation>카운터의 비트 b는 2&lt;sup&gt;b&lt;/sup&gt;개 위치 동안 0, 그다음 2&lt;sup&gt;b&lt;/sup&gt;개 동안 1입니다. 비트 0은 매번, 비트 {top}은 {flip}번마다 바뀝니다.&lt;br&gt;비트는 주기 2&lt;sup&gt;b+1&lt;/sup&gt;인 사인파의 부호이며, 비트가 1인 곳에서 정확히 음수(파랑)입니다.&lt;br&gt;사인파 PE는 같은 일을 부드러운 파동으로 합니다. 차원 {dfast}(파장 {wfast})는 비트 0처럼 빨리 돌고,&lt;br&gt;차원 {dslow}(파장 {wslow})는 가장 높은 비트처럼 천천히 돕니다.</translation>
  </message>
  <message>
   <source>Bits of the counter (and PE columns beside them)</source>
   <translation>카운터의 비트 수(옆의 PE 열 수도 같음)</translation>
  </message>
  <message>
   <source>Bits:</source>
   <translation>비트:</translation>
  </message>
  <message>
   <source>CSV table</source>
   <translation>CSV 표</translation>
  </message>
  <message>
   <source>Cancel</source>
   <translation>취소</translation>
  </message>
  <message>
   <source>Cannot create the folder {folder}: {why}</source>
   <translation>폴더 {folder}을(를) 만들 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>Chapters</source>
   <translation>장</translation>
  </message>
  <message>
   <source>Choose a file to write.</source>
   <translation>쓸 파일을 고르세요.</translation>
  </message>
  <message>
   <source>Choose a folder.</source>
   <translation>폴더를 고르세요.</translation>
  </message>
  <message>
   <source>Clear the ink of the page</source>
   <translation>이 페이지의 잉크 지우기</translation>
  </message>
  <message>
   <source>Clock hand&amp;s:</source>
   <translation>시계 바늘(&amp;S):</translation>
  </message>
  <message>
   <source>Clock hands</source>
   <translation>시계 바늘</translation>
  </message>
  <message>
   <source>Close mo&amp;del</source>
   <translation>모델 닫기(&amp;D)</translation>
  </message>
  <message>
   <source>CoPE position p</source>
   <translation>CoPE 위치 p</translation>
  </message>
  <message>
   <source>Col&amp;umns:</source>
   <translation>열(&amp;U):</translation>
  </message>
  <message>
   <source>Combine:</source>
   <translation>결합:</translation>
  </message>
  <message>
   <source>Concatenation doubles the width to 2d = {w}: every weight matrix that reads the input grows with it, and meaning and position sit in separate dimensions.</source>
   <translation>이어 붙이면 폭이 2d = {w}로 두 배가 됩니다. 입력을 읽는 모든 가중치 행렬이 함께 커지고, 의미와 위치는 서로 다른 차원에 놓입니다.</translation>
  </message>
  <message>
   <source>Context length seen in training</source>
   <translation>학습 때 본 문맥 길이</translation>
  </message>
  <message>
   <source>Context length wanted (longer than trained)</source>
   <translation>원하는 문맥 길이(학습 길이보다 길게)</translation>
  </message>
  <message>
   <source>Coordinates from 1; the CLS token, last in the sequence, turns by 0 (it is not a patch of the map).</source>
   <translation>좌표는 1부터 셉니다. 시퀀스 맨 끝의 CLS 토큰은 0만큼 돕니다(지도의 패치가 아닙니다).</translation>
  </message>
  <message>
   <source>Copied {view} to the clipboard</source>
   <translation>{view}을(를) 클립보드에 복사했습니다</translation>
  </message>
  <message>
   <source>Could not save the recording: {why}</source>
   <translation>녹화를 저장할 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>Could not save the slide: {why}</source>
   <translation>슬라이드를 저장할 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>Ctrl+0</source>
   <translation>Ctrl+0</translation>
  </message>
  <message>
   <source>Ctrl+1 … Ctrl+{n}</source>
   <translation>Ctrl+1 … Ctrl+{n}</translation>
  </message>
  <message>
   <source>Ctrl+Left / Ctrl+Right</source>
   <translation>Ctrl+왼쪽 / Ctrl+오른쪽</translation>
  </message>
  <message>
   <source>DINOv3</source>
   <translation>DINOv3</translation>
  </message>
  <message>
   <source>Dark</source>
   <translation>어둡게</translation>
  </message>
  <message>
   <source>Dashed: L = {L:g}, where the map's rows start dividing by their own ψ(i).</source>
   <translation>점선: L = {L:g}. 여기서부터 지도의 행은 자기 ψ(i)로 나눕니다.</translation>
  </message>
  <message>
   <source>Dashed: the trained length {t}; the bias needs no table, so it goes on past it, here to {n} positions.</source>
   <translation>점선: 학습 길이 {t}. 편향에는 표가 필요 없으므로 그 너머로도 이어집니다. 여기서는 위치 {n}개까지.</translation>
  </message>
  <message>
   <source>DeBERTa b&amp;uckets:</source>
   <translation>DeBERTa 버킷(&amp;U):</translation>
  </message>
  <message>
   <source>DeBERTa log bucket</source>
   <translation>DeBERTa 로그 버킷</translation>
  </message>
  <message>
   <source>DeBERTa max &amp;position:</source>
   <translation>DeBERTa 최대 위치(&amp;P):</translation>
  </message>
  <message>
   <source>DeBERTa's max_position (512, max_relative_positions): the logarithmic buckets reach the last one at a distance of max_position − 1</source>
   <translation>DeBERTa의 max_position(512, max_relative_positions): 로그 버킷은 거리 max_position − 1에서 마지막 버킷에 닿습니다</translation>
  </message>
  <message>
   <source>DeBERTa-v2/v3's position_buckets (256): |j − i| up to half of it keeps its own bucket</source>
   <translation>DeBERTa-v2/v3의 position_buckets(256): |j − i|가 그 절반까지는 저마다 버킷을 가집니다</translation>
  </message>
  <message>
   <source>Deck of the stage (PDF)…</source>
   <translation>무대 슬라이드 덱 (PDF)…</translation>
  </message>
  <message>
   <source>DeepSeek-V3 (671B)</source>
   <translation>DeepSeek-V3 (671B)</translation>
  </message>
  <message>
   <source>Dim co&amp;unt:</source>
   <translation>차원 수(&amp;U):</translation>
  </message>
  <message>
   <source>Dim:</source>
   <translation>차원:</translation>
  </message>
  <message>
   <source>Dime&amp;nsion:</source>
   <translation>차원(&amp;N):</translation>
  </message>
  <message>
   <source>Dime&amp;nsions:</source>
   <translation>차원(&amp;N):</translation>
  </message>
  <message>
   <source>Dimensions of one attention head, a multiple of 4 (64 in most encoders)</source>
   <translation>어텐션 헤드 하나의 차원 수, 4의 배수(대부분의 인코더에서 64)</translation>
  </message>
  <message>
   <source>Dimensions to draw, separated by commas (at most {n}). Clicking a column of the heatmap adds one.</source>
   <translation>그릴 차원을 쉼표로 나누어 적습니다(최대 {n}개). 히트맵의 열을 클릭해도 추가됩니다.</translation>
  </message>
  <message>
   <source>Distance {d} is past L: every query that has it divides by its own ψ(i), so x falls from {x0:.4f} (i = {d}) to {xf:.4f} at i = {far:,.0f}.</source>
   <translation>거리 {d}는 L보다 깁니다: 이 거리를 가진 모든 쿼리는 자기 ψ(i)로 나누므로, x는 {x0:.4f}(i = {d})에서 i = {far:,.0f}의 {xf:.4f}로 떨어집니다.</translation>
  </message>
  <message>
   <source>Distance {d}: x = {xb:.4f} for every query up to L, then it shrinks: {xf:.4f} at i = {far:,.0f}. A key at or before its query has x within [0, 1] at any length.</source>
   <translation>거리 {d}: L까지의 모든 쿼리에서 x = {xb:.4f}이고, 그 뒤로 줄어듭니다: i = {far:,.0f}에서 {xf:.4f}. 쿼리와 같거나 그 앞에 있는 키의 x는 어떤 길이에서도 [0, 1] 안에 있습니다.</translation>
  </message>
  <message>
   <source>Drag the rectangle over a plot to zoom into it</source>
   <translation>확대하려면 플롯 위에서 사각형을 끄세요</translation>
  </message>
  <message>
   <source>Draw on the stage</source>
   <translation>무대에 그리기</translation>
  </message>
  <message>
   <source>Drawing the handout's figures…</source>
   <translation>유인물의 그림을 그리는 중…</translation>
  </message>
  <message>
   <source>Drawn at unit length (q·k uses their lengths); dashed: before turning.&lt;br&gt;The angle between them is&lt;br&gt;{b:+.3f} + (m − n)·θ&lt;sub&gt;{i}&lt;/sub&gt; = {b:+.3f} {sign} {a:.4g} rad: only m − n counts.&lt;br&gt;q&lt;sub&gt;m&lt;/sub&gt;·k&lt;sub&gt;n&lt;/sub&gt; = {score:+.4f} (this pair {pair:+.4f}; d = {d}).&lt;br&gt;Context extension: turns each pair makes by the trained length&lt;br&gt;({trained}, blue) and at {target} ({method}, orange).&lt;br&gt;Slowest pair: {sa:.3g} turns in training, {sb:.3g} at the target{warn}.</source>
   <translation>단위 길이로 그렸습니다(q·k는 실제 길이를 씁니다). 점선: 돌기 전.&lt;br&gt;둘 사이의 각도는&lt;br&gt;{b:+.3f} + (m − n)·θ&lt;sub&gt;{i}&lt;/sub&gt; = {b:+.3f} {sign} {a:.4g} rad: m − n만 중요합니다.&lt;br&gt;q&lt;sub&gt;m&lt;/sub&gt;·k&lt;sub&gt;n&lt;/sub&gt; = {score:+.4f} (이 쌍 {pair:+.4f}; d = {d}).&lt;br&gt;문맥 확장: 학습 길이({trained}, 파랑)까지와&lt;br&gt;{target}({method}, 주황)에서 각 쌍이 도는 바퀴 수.&lt;br&gt;가장 느린 쌍: 학습 때 {sa:.3g}바퀴, 목표 길이에서 {sb:.3g}바퀴{warn}.</translation>
  </message>
  <message>
   <source>E&amp;ncoding:</source>
   <translation>인코딩(&amp;N):</translation>
  </message>
  <message>
   <source>E&amp;xperiment:</source>
   <translation>실험(&amp;X):</translation>
  </message>
  <message>
   <source>EVA-02</source>
   <translation>EVA-02</translation>
  </message>
  <message>
   <source>EVA-02 &amp;pretrain grid:</source>
   <translation>EVA-02 사전학습 격자(&amp;P):</translation>
  </message>
  <message>
   <source>EVA-02: the pretraining grid's side; fine-tuning on this grid squeezes the coordinates onto it (index × pretrain / grid)</source>
   <translation>EVA-02: 사전학습 격자의 한 변. 이 격자에서 미세조정하면 좌표를 그 격자에 맞춰 줄입니다(인덱스 × 사전학습 / 격자)</translation>
  </message>
  <message>
   <source>Each cell is the exact mean over {n} × {n} positions.</source>
   <translation>각 칸은 위치 {n} × {n}개의 정확한 평균입니다.</translation>
  </message>
  <message>
   <source>Each curve as defined, or divided by its largest change from r = 0 to compare shapes</source>
   <translation>각 곡선을 정의대로, 또는 모양을 비교하도록 r = 0에서의 가장 큰 변화로 나누어</translation>
  </message>
  <message>
   <source>Each curve divided by its value at r = 0 (to compare their shapes), or as defined</source>
   <translation>각 곡선을 r = 0에서의 값으로 나눕니다(모양 비교용). 또는 정의 그대로</translation>
  </message>
  <message>
   <source>Each document's length in tokens, in their order along the packed row: whole numbers separated by commas or spaces (at most {documents} documents and {tokens} tokens in all)</source>
   <translation>묶은 행에 놓이는 순서대로 각 문서의 길이(토큰 수): 쉼표나 공백으로 구분한 정수(최대 문서 {documents}개, 모두 합쳐 토큰 {tokens}개)</translation>
  </message>
  <message>
   <source>Each frame follows its timestamp text ({n} tokens); between frames the vision end and start tokens too.</source>
   <translation>각 프레임은 타임스탬프 텍스트({n}개 토큰) 뒤에 오고, 프레임 사이에는 비전 끝·시작 토큰도 옵니다.</translation>
  </message>
  <message>
   <source>Each row is a position's vector, dimensions 0 to {last} across; the framed row is the current position.</source>
   <translation>각 행은 한 위치의 벡터이며 가로로 차원 0부터 {last}까지입니다. 테두리를 친 행이 현재 위치입니다.</translation>
  </message>
  <message>
   <source>Each row is a smooth average over about {n} positions around it (triangular weights: no false stripes). Scroll to zoom in. </source>
   <translation>각 행은 주변 약 {n}개 위치의 부드러운 평균입니다(삼각 가중: 가짜 줄무늬 없음). 스크롤하면 확대됩니다. </translation>
  </message>
  <message>
   <source>Each row is the exact mean of {n} positions (near the block's nulls, frequencies show as false stripes). Scroll to zoom in. </source>
   <translation>각 행은 위치 {n}개의 정확한 평균입니다(블록의 영점 근처 주파수는 가짜 줄무늬로 보입니다). 스크롤하면 확대됩니다. </translation>
  </message>
  <message>
   <source>Each word's embedding (the same vector wherever the word stands) plus the PE row of its position.&lt;br&gt;Colour scales: embedding ±{e:.2f} ({drawn}), PE ±1, input ±{c:.2f}; each row's norm at its right.&lt;br&gt;{tail}</source>
   <translation>각 단어의 임베딩(단어가 어디에 있든 같은 벡터)에 그 위치의 PE 행을 더합니다.&lt;br&gt;색 범위: 임베딩 ±{e:.2f} ({drawn}), PE ±1, 입력 ±{c:.2f}. 각 행의 노름은 오른쪽에 있습니다.&lt;br&gt;{tail}</translation>
  </message>
  <message>
   <source>Embedding scales to compare with PE's range of ±1</source>
   <translation>PE의 범위 ±1과 비교할 임베딩 크기</translation>
  </message>
  <message>
   <source>Embedding size d_model: the number of dimensions (columns) of the encoding.</source>
   <translation>임베딩 크기 d_model: 인코딩의 차원(열) 수.</translation>
  </message>
  <message>
   <source>Embedding values are uniform in [−scale, scale] (their standard deviation is scale/√3); PE values lie in [−1, 1]. A large scale drowns the position, a tiny one the meaning. Presets: ±1, PE's own range; 0.0346, a standard deviation of 0.02, as BERT and GPT-2 initialise their embeddings.</source>
   <translation>임베딩 값은 [−scale, scale]에서 균등하게 뽑습니다(표준편차는 scale/√3). PE 값은 [−1, 1] 안에 있습니다. scale이 크면 위치가, 아주 작으면 의미가 묻힙니다. 미리 정한 값: ±1은 PE 자신의 범위, 0.0346은 BERT와 GPT-2가 임베딩을 초기화할 때 쓰는 표준편차 0.02입니다.</translation>
  </message>
  <message>
   <source>End</source>
   <translation>끝내기</translation>
  </message>
  <message>
   <source>End the presentation (Esc)</source>
   <translation>발표 끝내기 (Esc)</translation>
  </message>
  <message>
   <source>Enter / Esc</source>
   <translation>Enter / Esc</translation>
  </message>
  <message>
   <source>Enter whole numbers separated by commas, e.g. 0, 4, 8.</source>
   <translation>쉼표로 나눈 정수를 입력하세요. 예: 0, 4, 8.</translation>
  </message>
  <message>
   <source>Every diagonal is constant (largest change along one: {spread:.1e}):&lt;br&gt;the similarity depends only on p − q.</source>
   <translation>모든 대각선이 일정합니다(대각선을 따라 가장 큰 변화: {spread:.1e}):&lt;br&gt;유사도는 p − q에만 달려 있습니다.</translation>
  </message>
  <message>
   <source>Every layer multiplies its queries by 1 + {beta:g} · ln(1 + ⌊position / {original:,}⌋): {last:.4g} at position {pos:,}.</source>
   <translation>모든 층이 쿼리에 1 + {beta:g} · ln(1 + ⌊위치 / {original:,}⌋)을 곱합니다: 위치 {pos:,}에서 {last:.4g}.</translation>
  </message>
  <message>
   <source>Every view at once, grouped as in earlier versions</source>
   <translation>모든 보기를 한꺼번에, 이전 버전처럼 묶어서</translation>
  </message>
  <message>
   <source>Examples</source>
   <translation>예문</translation>
  </message>
  <message>
   <source>Export</source>
   <translation>내보내기</translation>
  </message>
  <message>
   <source>Export &amp;all open views…</source>
   <translation>열린 뷰 모두 내보내기(&amp;A)…</translation>
  </message>
  <message>
   <source>Export all open views</source>
   <translation>열린 뷰 모두 내보내기</translation>
  </message>
  <message>
   <source>Export lesson as dec&amp;k…</source>
   <translation>수업을 슬라이드 덱으로 내보내기(&amp;K)…</translation>
  </message>
  <message>
   <source>Export lesson as deck</source>
   <translation>수업을 슬라이드 덱으로 내보내기</translation>
  </message>
  <message>
   <source>Export lesson as hando&amp;ut…</source>
   <translation>수업을 유인물로 내보내기(&amp;U)…</translation>
  </message>
  <message>
   <source>Export lesson as handout</source>
   <translation>수업을 유인물로 내보내기</translation>
  </message>
  <message>
   <source>Export lesson as note&amp;book…</source>
   <translation>수업을 노트북으로 내보내기(&amp;B)…</translation>
  </message>
  <message>
   <source>Export lesson as notebook</source>
   <translation>수업을 노트북으로 내보내기</translation>
  </message>
  <message>
   <source>Export this view: figure (PNG, SVG, PDF), data (CSV, NPY) or animation (Ctrl+E)</source>
   <translation>이 뷰 내보내기: 그림(PNG, SVG, PDF), 데이터(CSV, NPY), 애니메이션 (Ctrl+E)</translation>
  </message>
  <message>
   <source>Export view</source>
   <translation>뷰 내보내기</translation>
  </message>
  <message>
   <source>Export…</source>
   <translation>내보내기…</translation>
  </message>
  <message>
   <source>Extension:</source>
   <translation>확장:</translation>
  </message>
  <message>
   <source>F&amp;ile:</source>
   <translation>파일(&amp;I):</translation>
  </message>
  <message>
   <source>F&amp;older:</source>
   <translation>폴더(&amp;O):</translation>
  </message>
  <message>
   <source>File not opened</source>
   <translation>파일을 열지 못함</translation>
  </message>
  <message>
   <source>File: {name}</source>
   <translation>파일: {name}</translation>
  </message>
  <message>
   <source>First {n} values of PE({pos}):</source>
   <translation>PE({pos})의 처음 {n}개 값:</translation>
  </message>
  <message>
   <source>For a LaTeX column at 100 %: the width and text size set on the Paper row (3.5 inches and 8 pt: one column of a two-column paper), no notes, captions or hints, curves clipped to their plots (PNG at 300 dpi).</source>
   <translation>LaTeX 단 너비에 100 %로 넣는 그림: 용지 행에서 정한 폭과 글자 크기 (3.5인치와 8pt: 2단 논문의 한 단), 설명·캡션·조작 안내 없이, 곡선은 플롯 안으로 잘라 냄 (PNG는 300 dpi).</translation>
  </message>
  <message>
   <source>Forget the opened model: the views go back to their presets</source>
   <translation>열린 모델을 잊습니다. 뷰는 프리셋으로 돌아갑니다</translation>
  </message>
  <message>
   <source>Formats:</source>
   <translation>형식:</translation>
  </message>
  <message>
   <source>Forward 10 positions</source>
   <translation>10칸 앞으로</translation>
  </message>
  <message>
   <source>Frequency index i of the pair (dims 2i and 2i+1 in the interleaved layout); higher i turns more slowly.</source>
   <translation>쌍의 주파수 번호 i(교차 배치에서는 차원 2i와 2i+1). i가 클수록 천천히 돕니다.</translation>
  </message>
  <message>
   <source>Frequency indices drawn as clock hands, separated by commas.</source>
   <translation>시계 바늘로 그릴 주파수 번호를 쉼표로 나누어 적습니다.</translation>
  </message>
  <message>
   <source>From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} (ln L: 1); with factors of 1 the two curves are one.</source>
   <translation>L = {low:,}부터 엔트로피는 ln L에 대해 기울기 {s0:.2f}로 커집니다(ln L 자신은 1). 계수가 1이면 두 곡선은 하나입니다.</translation>
  </message>
  <message>
   <source>From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} plain and {s1:.2f} with the factors (ln L: 1): factors below 1 shift the curve up, towards ln L.</source>
   <translation>L = {low:,}부터 엔트로피는 ln L에 대해 기울기 {s0:.2f}(계수 없이)와 {s1:.2f}(계수를 곱하면)로 커집니다(ln L 자신은 1). 1보다 작은 계수는 곡선을 ln L 쪽으로 위로 옮깁니다.</translation>
  </message>
  <message>
   <source>From L = {low:,} on, the entropy rises against ln L with slope {s0:.2f} plain and {s1:.2f} with the factors (ln L: 1): the factors shift the curve down; they do not offset its growth with L.</source>
   <translation>L = {low:,}부터 엔트로피는 ln L에 대해 기울기 {s0:.2f}(계수 없이)와 {s1:.2f}(계수를 곱하면)로 커집니다(ln L 자신은 1). 계수는 곡선을 아래로 옮길 뿐, L에 따른 증가를 상쇄하지 않습니다.</translation>
  </message>
  <message>
   <source>G (presenting)</source>
   <translation>G (발표 중)</translation>
  </message>
  <message>
   <source>GIF and MP4: the number the animation changes: the position, a parameter the view reads, or one of its options (as export --sweep names them)</source>
   <translation>GIF와 MP4: 애니메이션이 바꾸는 수. 위치, 뷰가 읽는 매개변수, 또는 뷰의 옵션 중 하나입니다(export --sweep의 이름과 같습니다)</translation>
  </message>
  <message>
   <source>GIF animation</source>
   <translation>GIF 애니메이션</translation>
  </message>
  <message>
   <source>GIF animations (*.gif)</source>
   <translation>GIF 애니메이션 (*.gif)</translation>
  </message>
  <message>
   <source>GIF export needs Pillow (pip install Pillow)</source>
   <translation>GIF 내보내기에는 Pillow가 필요합니다(pip install Pillow)</translation>
  </message>
  <message>
   <source>GPT-2 initialisation, N(0, 0.02)</source>
   <translation>GPT-2 초기값, N(0, 0.02)</translation>
  </message>
  <message>
   <source>GPT-J 6B</source>
   <translation>GPT-J 6B</translation>
  </message>
  <message>
   <source>GPT-NeoX-20B</source>
   <translation>GPT-NeoX-20B</translation>
  </message>
  <message>
   <source>Gates open (1) only at the word “{word}”: p counts its occurrences from key j to the last word.</source>
   <translation>게이트는 낱말 “{word}”에서만 열립니다(1): p는 키 j부터 마지막 낱말까지 그 낱말이 나온 횟수를 셉니다.</translation>
  </message>
  <message>
   <source>Gates open (1) only at words that end a sentence (. ! ? …): p counts the sentence ends from key j to the last word.</source>
   <translation>게이트는 문장을 끝내는 낱말(. ! ? …)에서만 열립니다(1): p는 키 j부터 마지막 낱말까지 문장 끝의 수를 셉니다.</translation>
  </message>
  <message>
   <source>Gemma 3 1B</source>
   <translation>Gemma 3 1B</translation>
  </message>
  <message>
   <source>Gemma 3 27B</source>
   <translation>Gemma 3 27B</translation>
  </message>
  <message>
   <source>Gemma 3 4B</source>
   <translation>Gemma 3 4B</translation>
  </message>
  <message>
   <source>Gemma 3's attention code divides by √query_pre_attn_scalar instead of √d</source>
   <translation>Gemma 3의 어텐션 코드는 √d 대신 √query_pre_attn_scalar로 나눕니다</translation>
  </message>
  <message>
   <source>Gemma 4's attention code multiplies q·k by 1, its queries and keys being normalised</source>
   <translation>Gemma 4의 어텐션 코드는 쿼리와 키를 정규화하고 q·k에 1을 곱합니다</translation>
  </message>
  <message>
   <source>Handout (PDF)…</source>
   <translation>유인물 (PDF)…</translation>
  </message>
  <message>
   <source>Hea&amp;d shown:</source>
   <translation>표시할 헤드(&amp;D):</translation>
  </message>
  <message>
   <source>Head dimension d (even)</source>
   <translation>헤드 차원 d(짝수)</translation>
  </message>
  <message>
   <source>Head dimension d (even): d/2 pairs</source>
   <translation>헤드 차원 d(짝수): 쌍 d/2개</translation>
  </message>
  <message>
   <source>Head {h} of {H}: slope {s:.4g}; its bias alone divides a weight by 10 at a distance of ln 10 / slope = {reach:.3g}.&lt;br&gt;{slopes}&lt;br&gt;Bias −slope·(i − j), {mask}.&lt;br&gt;{past}&lt;br&gt;Attention of seeded q, k (d = {d}): softmax(q·kᵀ/√d + bias), row by row.</source>
   <translation>헤드 {h}/{H}: 기울기 {s:.4g}. 편향만으로 가중치가 10분의 1이 되는 거리는 ln 10 / 기울기 = {reach:.3g}입니다.&lt;br&gt;{slopes}&lt;br&gt;편향 −기울기·(i − j), {mask}.&lt;br&gt;{past}&lt;br&gt;시드를 정한 q, k(d = {d})의 어텐션: 행마다 softmax(q·kᵀ/√d + 편향).</translation>
  </message>
  <message>
   <source>Head {h}'s sink takes a share of {w:.3g} at {window:,} keys and {x:.3g} at {context:,}.</source>
   <translation>헤드 {h}의 싱크는 키 {window:,}개에서 {w:.3g}, {context:,}개에서 {x:.3g}의 몫을 가져갑니다.</translation>
  </message>
  <message>
   <source>Held as one number too: {list}.</source>
   <translation>같은 수로 저장되는 경우가 또 있습니다: {list}.</translation>
  </message>
  <message>
   <source>Here every document's outputs are those it gets alone (to float64 rounding).</source>
   <translation>여기서는 모든 문서의 출력이 따로 실행했을 때의 출력과 같습니다(float64 반올림 오차 안에서).</translation>
  </message>
  <message>
   <source>Here {k} of {count} documents' outputs differ from those they get alone.</source>
   <translation>여기서는 문서 {count}개 중 {k}개의 출력이 따로 실행했을 때의 출력과 다릅니다.</translation>
  </message>
  <message>
   <source>Hi&amp;ghlight position:</source>
   <translation>강조할 위치(&amp;G):</translation>
  </message>
  <message>
   <source>High:</source>
   <translation>높음:</translation>
  </message>
  <message>
   <source>Hover over a pair to show it in the phase vector.</source>
   <translation>쌍 위에 마우스를 올리면 위상 벡터에 보여 줍니다.</translation>
  </message>
  <message>
   <source>Hover over the heatmap to read values. Left/Right step the position, Space plays.</source>
   <translation>히트맵 위에 마우스를 올리면 값을 읽습니다. 왼쪽/오른쪽은 위치 이동, 스페이스는 재생.</translation>
  </message>
  <message>
   <source>Hover over the table to read a value; click a column to add it to the waves.</source>
   <translation>표 위에 마우스를 올리면 값을 읽고, 열을 클릭하면 파동에 추가합니다.</translation>
  </message>
  <message>
   <source>How a row combines the positions it stands for, when the table has more positions than the image has rows. Scroll over the table to zoom in.</source>
   <translation>표의 위치가 이미지의 행보다 많을 때 한 행이 여러 위치를 합치는 방법. 표 위에서 스크롤하면 확대됩니다.</translation>
  </message>
  <message>
   <source>How each query opens the gates of the keys at or before it: σ(q·k/√d) of seeded q and k of unit variance (a head not trained); or 1 at the words that end a sentence and 0 elsewhere; or 1 at the chosen word</source>
   <translation>각 쿼리가 자기와 그 앞 키들의 게이트를 여는 방식: 분산이 1인 시드 q와 k의 σ(q·k/√d)(학습되지 않은 헤드), 또는 문장을 끝내는 낱말에서 1이고 나머지에서 0, 또는 고른 낱말에서 1</translation>
  </message>
  <message>
   <source>How many dimensions (from 0) to show; all of them when d_model is smaller.</source>
   <translation>0부터 몇 개의 차원을 보여 줄지. d_model이 더 작으면 모두.</translation>
  </message>
  <message>
   <source>How many earlier integer positions are drawn behind the vector.</source>
   <translation>벡터 뒤에 그릴 이전 정수 위치의 개수.</translation>
  </message>
  <message>
   <source>How many frequency pairs (from i = 0) the matrix and the vectors show; the difference on top is over every dimension.</source>
   <translation>행렬과 벡터에 보여 줄 주파수 쌍의 수(i = 0부터). 위의 차이는 모든 차원에 대한 값입니다.</translation>
  </message>
  <message>
   <source>How many positions the query comes after its key</source>
   <translation>쿼리가 키보다 몇 위치 뒤에 오는지</translation>
  </message>
  <message>
   <source>How the sinusoidal table runs past the trained length: as is, with position interpolation (positions × trained/shown, so nothing past the trained range is met) or with the NTK-aware base (base × s^(d/(d−2)): the slowest pair ends where it did in training)</source>
   <translation>사인파 표가 학습 길이를 넘어 계속되는 방식: 그대로, 위치 보간(위치 × 학습 길이/보이는 길이: 학습 범위 밖을 만나지 않음), NTK 방식 base(base × s^(d/(d−2)): 가장 느린 쌍이 학습 때 끝난 곳에서 끝남)</translation>
  </message>
  <message>
   <source>It tends to fall with distance, not at every step:&lt;br&gt;q = {far} ({vf:.4g}) is more alike to p = {ref} than q = {near} ({vn:.4g}).</source>
   <translation>거리가 멀수록 줄어드는 경향이지만 매번 줄지는 않습니다.&lt;br&gt;q = {far} ({vf:.4g})가 q = {near} ({vn:.4g})보다 p = {ref}와 더 닮았습니다.</translation>
  </message>
  <message>
   <source>Its attention also multiplies the softmax scale 1/√d by {s:.4g} ({why}; d: the query head's width), so q·k/√d is multiplied by {total:.4g} in all.</source>
   <translation>이 모델의 어텐션은 소프트맥스 스케일 1/√d에도 {s:.4g}를 곱하므로({why}, d: 쿼리 헤드의 폭) q·k/√d에는 모두 {total:.4g}가 곱해집니다.</translation>
  </message>
  <message>
   <source>Its sources do not state the context before extension (no original_max_position_embeddings), so no line marks it.</source>
   <translation>출처에 확장 전 문맥이 적혀 있지 않아(original_max_position_embeddings 없음) 그 선은 그리지 않습니다.</translation>
  </message>
  <message>
   <source>Jupyter notebooks (*.ipynb);;All files (*)</source>
   <translation>Jupyter 노트북 (*.ipynb);;모든 파일 (*)</translation>
  </message>
  <message>
   <source>Keep the ink when paging</source>
   <translation>페이지를 넘겨도 잉크 유지</translation>
  </message>
  <message>
   <source>Kerple log</source>
   <translation>Kerple 로그</translation>
  </message>
  <message>
   <source>Kerple power</source>
   <translation>Kerple 거듭제곱</translation>
  </message>
  <message>
   <source>Kerple-like (illustrative)</source>
   <translation>Kerple 비슷한 모양(예시)</translation>
  </message>
  <message>
   <source>Key at n:</source>
   <translation>키 위치 n:</translation>
  </message>
  <message>
   <source>Key lo&amp;gits c:</source>
   <translation>키 로짓 c(&amp;G):</translation>
  </message>
  <message>
   <source>Keyboard shortcuts</source>
   <translation>단축키</translation>
  </message>
  <message>
   <source>L = {L:g} lies past the map's {n} positions: every row divides by ψ(L).</source>
   <translation>L = {L:g}는 지도의 위치 {n}개 너머에 있습니다: 모든 행이 ψ(L)로 나눕니다.</translation>
  </message>
  <message>
   <source>Lan&amp;guage</source>
   <translation>언어(&amp;G)</translation>
  </message>
  <message>
   <source>Language</source>
   <translation>언어</translation>
  </message>
  <message>
   <source>Larger text and lines</source>
   <translation>글자와 선 크게</translation>
  </message>
  <message>
   <source>Largest distance shown</source>
   <translation>보여 줄 가장 큰 거리</translation>
  </message>
  <message>
   <source>Largest |score − exact| over the m drawn: fp32 {a:.3g}, hf-bf16 {b:.3g} (float32 angles; cos, sin, q and k in bfloat16).</source>
   <translation>그린 m에서 가장 큰 |점수 − 정확한 값|: fp32 {a:.3g}, hf-bf16 {b:.3g}(float32 각도, bfloat16의 cos, sin, q, k).</translation>
  </message>
  <message>
   <source>Laser</source>
   <translation>레이저</translation>
  </message>
  <message>
   <source>Leave presentation mode</source>
   <translation>발표 모드 끝내기</translation>
  </message>
  <message>
   <source>Length:</source>
   <translation>길이:</translation>
  </message>
  <message>
   <source>Lesson</source>
   <translation>수업</translation>
  </message>
  <message>
   <source>Lesson step</source>
   <translation>수업 단계</translation>
  </message>
  <message>
   <source>Light</source>
   <translation>밝게</translation>
  </message>
  <message>
   <source>Llama 3</source>
   <translation>Llama 3</translation>
  </message>
  <message>
   <source>Llama 3's high_freq_factor: wavelengths under original / high are kept</source>
   <translation>Llama 3의 high_freq_factor: 파장이 원래 문맥 / high보다 짧으면 유지합니다</translation>
  </message>
  <message>
   <source>Llama 3's low_freq_factor: wavelengths over original / low are divided by the factor</source>
   <translation>Llama 3의 low_freq_factor: 파장이 원래 문맥 / low보다 길면 계수로 나눕니다</translation>
  </message>
  <message>
   <source>Llama 3.1 8B</source>
   <translation>Llama 3.1 8B</translation>
  </message>
  <message>
   <source>Llama 3.2 1B</source>
   <translation>Llama 3.2 1B</translation>
  </message>
  <message>
   <source>Llama 4 Scout (RoPE layers)</source>
   <translation>Llama 4 Scout (RoPE 층)</translation>
  </message>
  <message>
   <source>Llama 4 vision</source>
   <translation>Llama 4 비전</translation>
  </message>
  <message>
   <source>Llama 4's encoder also adds a learned table, a row for each patch and the CLS token (positional_embedding_vlm). Only the RoPE is drawn.</source>
   <translation>Llama 4의 인코더는 학습된 표도 더합니다: 패치마다, 그리고 CLS 토큰에 한 행씩(positional_embedding_vlm). 여기에는 RoPE만 그립니다.</translation>
  </message>
  <message>
   <source>Long:</source>
   <translation>긴 계수:</translation>
  </message>
  <message>
   <source>LongRoPE</source>
   <translation>LongRoPE</translation>
  </message>
  <message>
   <source>LongRoPE's long_factor: each pair's wavelength factor past the original context (one number: every pair)</source>
   <translation>LongRoPE의 long_factor: 원래 문맥을 넘을 때 각 쌍의 파장 계수(숫자 하나: 모든 쌍)</translation>
  </message>
  <message>
   <source>LongRoPE's short_factor: each pair's wavelength factor up to the original context (one number: every pair)</source>
   <translation>LongRoPE의 short_factor: 원래 문맥까지 각 쌍의 파장 계수(숫자 하나: 모든 쌍)</translation>
  </message>
  <message>
   <source>Low:</source>
   <translation>낮음:</translation>
  </message>
  <message>
   <source>M&amp;erge:</source>
   <translation>병합(&amp;E):</translation>
  </message>
  <message>
   <source>MAE's table, {h} × {w} patches, width {d}: dimension {k} encodes the {what}; cosine similarity to the patch at row {r}, column {c}.&lt;br&gt;Dimensions 0 … {last_col} (MAE's emb_h) encode the column, {half} … {last} (emb_w) the row: each name is the other half's.</source>
   <translation>MAE의 표, 패치 {h} × {w}, 너비 {d}: 차원 {k}는 {what}을(를) 나타냅니다. {r}행 {c}열 패치와의 코사인 유사도.&lt;br&gt;차원 0 … {last_col}(MAE의 emb_h)은 열을, {half} … {last}(emb_w)는 행을 나타냅니다: 각 이름은 다른 절반의 것입니다.</translation>
  </message>
  <message>
   <source>MP4 export needs an ffmpeg program on the PATH (none is bundled)</source>
   <translation>MP4 내보내기에는 PATH에 ffmpeg 프로그램이 있어야 합니다(함께 제공되지 않음)</translation>
  </message>
  <message>
   <source>MP4 video</source>
   <translation>MP4 동영상</translation>
  </message>
  <message>
   <source>MP4 videos (*.mp4)</source>
   <translation>MP4 동영상 (*.mp4)</translation>
  </message>
  <message>
   <source>MPT-7B</source>
   <translation>MPT-7B</translation>
  </message>
  <message>
   <source>M_k</source>
   <translation>M_k</translation>
  </message>
  <message>
   <source>M_k depends on k alone: move the position and it stays as it is.</source>
   <translation>M_k는 k에만 달려 있습니다. 위치를 옮겨도 그대로입니다.</translation>
  </message>
  <message>
   <source>M_k · PE(pos)</source>
   <translation>M_k · PE(pos)</translation>
  </message>
  <message>
   <source>M_k · PE(pos) (the small dots) lands exactly on PE(pos + k) (the rings).</source>
   <translation>M_k · PE(pos)(작은 점)는 PE(pos + k)(고리) 위에 정확히 겹칩니다.</translation>
  </message>
  <message>
   <source>Map &amp;positions:</source>
   <translation>지도 위치(&amp;P):</translation>
  </message>
  <message>
   <source>Mas&amp;k:</source>
   <translation>마스크(&amp;K):</translation>
  </message>
  <message>
   <source>Matri&amp;x of:</source>
   <translation>행렬(&amp;X):</translation>
  </message>
  <message>
   <source>Mean share of a later document's attention on earlier documents: {leak:.3f}. Largest |packed − alone| over every document's outputs: {diff:.3g}.</source>
   <translation>뒤 문서의 어텐션 중 앞 문서들에 가는 평균 비율: {leak:.3f}. 모든 문서의 출력에서 가장 큰 |묶음 − 단독|: {diff:.3g}.</translation>
  </message>
  <message>
   <source>Min/max: each run of about {n} positions gets its exact minimum and maximum on alternating pixel lines, so fine red-blue stripes mean the column swings that far within the run. Scroll to zoom in. </source>
   <translation>최소/최대: 약 {n}개 위치의 각 구간이 번갈아 나오는 픽셀 줄에 정확한 최솟값과 최댓값을 받습니다. 가는 빨강-파랑 줄무늬는 그 열이 구간 안에서 그만큼 흔들린다는 뜻입니다. 스크롤하면 확대됩니다. </translation>
  </message>
  <message>
   <source>MiniLM: its PC 1 and 2</source>
   <translation>MiniLM: 자기 PC 1과 2</translation>
  </message>
  <message>
   <source>Mistral 7B v0.1</source>
   <translation>Mistral 7B v0.1</translation>
  </message>
  <message>
   <source>Mixed an&amp;gle:</source>
   <translation>Mixed 각도(&amp;G):</translation>
  </message>
  <message>
   <source>Model</source>
   <translation>모델</translation>
  </message>
  <message>
   <source>Model files (config.json *.safetensors *.safetensors.index.json);;All files (*)</source>
   <translation>모델 파일 (config.json *.safetensors *.safetensors.index.json);;모든 파일 (*)</translation>
  </message>
  <message>
   <source>Models in the &amp;Hugging Face cache</source>
   <translation>&amp;Hugging Face 캐시의 모델</translation>
  </message>
  <message>
   <source>ModernBERT-base</source>
   <translation>ModernBERT-base</translation>
  </message>
  <message>
   <source>Mul&amp;tiply:</source>
   <translation>곱하기(&amp;T):</translation>
  </message>
  <message>
   <source>NTK base</source>
   <translation>NTK 방식 base</translation>
  </message>
  <message>
   <source>NTK-aware base</source>
   <translation>NTK 방식 base</translation>
  </message>
  <message>
   <source>Next frequency pair</source>
   <translation>다음 주파수 쌍</translation>
  </message>
  <message>
   <source>Next integer position</source>
   <translation>다음 정수 위치</translation>
  </message>
  <message>
   <source>Next ▶</source>
   <translation>다음 ▶</translation>
  </message>
  <message>
   <source>No model folders in the cache</source>
   <translation>캐시에 모델 폴더가 없습니다</translation>
  </message>
  <message>
   <source>No pair goes past the angles it reached within the original context (each under one turn there stays within it).</source>
   <translation>원래 문맥 안에서 닿았던 각도를 넘어가는 쌍은 없습니다(거기서 한 바퀴를 못 도는 쌍은 그 범위 안에 머뭅니다).</translation>
  </message>
  <message>
   <source>No position encoding: a distinct first token, then identical tokens, all logits equal.&lt;br&gt;With a causal mask query t sees t + 1 keys and gives each 1/(t + 1); a value that marks the first token comes out as 1/(t + 1),&lt;br&gt;so a later layer can tell positions apart (Kazemnejad et al. 2023). The signal fades: at t = {t} it is {w:.3g}, {g:.2g} from its neighbour.&lt;br&gt;Without the causal mask every query sees all keys and gets the same output: no position at all.</source>
   <translation>위치 인코딩 없음: 구별되는 첫 토큰 뒤에 똑같은 토큰들이 오고, 로짓은 모두 같습니다.&lt;br&gt;인과 마스크가 있으면 쿼리 t는 키 t + 1개를 보고 각각에 1/(t + 1)을 줍니다. 첫 토큰을 표시하는 값은 1/(t + 1)로 나오므로,&lt;br&gt;다음 층이 위치를 구별할 수 있습니다(Kazemnejad 외 2023). 하지만 신호는 약해집니다: t = {t}에서 {w:.3g}이고 이웃과의 차이는 {g:.2g}입니다.&lt;br&gt;인과 마스크가 없으면 모든 쿼리가 모든 키를 보고 같은 출력을 얻습니다: 위치 정보가 전혀 없습니다.</translation>
  </message>
  <message>
   <source>Notebook (.ipynb)…</source>
   <translation>노트북 (.ipynb)…</translation>
  </message>
  <message>
   <source>NumPy array</source>
   <translation>NumPy 배열</translation>
  </message>
  <message>
   <source>NumPy arrays and settings</source>
   <translation>NumPy 배열과 설정</translation>
  </message>
  <message>
   <source>Number of attention heads: the slopes are 2^(−8/n), 2^(−16/n), … for a power of two n; other counts take the next power of two's in between (Press et al.'s reference code)</source>
   <translation>어텐션 헤드 수: n이 2의 거듭제곱이면 기울기는 2^(−8/n), 2^(−16/n), …입니다. 다른 수는 다음 2의 거듭제곱의 기울기를 사이사이 가져옵니다(Press 외의 참조 코드)</translation>
  </message>
  <message>
   <source>O (presenting)</source>
   <translation>O (발표 중)</translation>
  </message>
  <message>
   <source>On the slide: {headline}</source>
   <translation>슬라이드: {headline}</translation>
  </message>
  <message>
   <source>One of 8 ALiBi heads, slope 2^(−h): head 1 falls fastest</source>
   <translation>ALiBi 헤드 8개 중 하나, 기울기 2^(−h): 헤드 1이 가장 빨리 떨어집니다</translation>
  </message>
  <message>
   <source>One view or all of the chapter's</source>
   <translation>보기 하나 또는 이 장의 모든 보기</translation>
  </message>
  <message>
   <source>Open &amp;lesson…</source>
   <translation>수업 열기(&amp;L)…</translation>
  </message>
  <message>
   <source>Open &amp;model…</source>
   <translation>모델 열기(&amp;M)…</translation>
  </message>
  <message>
   <source>Open a lesson file of your own (or one a lecturer gave you) in the lesson panel</source>
   <translation>직접 만든 수업 파일(또는 강사가 준 파일)을 수업 패널에서 엽니다</translation>
  </message>
  <message>
   <source>Open a model's config.json or safetensors files: its position settings feed the RoPE, Long context, learned and T5 views (only headers and position tables are read)</source>
   <translation>모델의 config.json이나 safetensors 파일을 엽니다. 위치 설정이 RoPE, 긴 문맥, 학습된 위치, T5 뷰에 쓰입니다(헤더와 위치 표만 읽습니다)</translation>
  </message>
  <message>
   <source>Open a session file</source>
   <translation>세션 파일 열기</translation>
  </message>
  <message>
   <source>Open lesson</source>
   <translation>수업 열기</translation>
  </message>
  <message>
   <source>Open model (a config.json or safetensors file of the model's folder)</source>
   <translation>모델 열기 (모델 폴더의 config.json 또는 safetensors 파일)</translation>
  </message>
  <message>
   <source>Open session</source>
   <translation>세션 열기</translation>
  </message>
  <message>
   <source>Opened lesson {name}</source>
   <translation>수업 {name}을(를) 열었습니다</translation>
  </message>
  <message>
   <source>Opened model</source>
   <translation>열린 모델</translation>
  </message>
  <message>
   <source>Opened model {name}: {summary}</source>
   <translation>모델 {name}을(를) 열었습니다: {summary}</translation>
  </message>
  <message>
   <source>Opened session {name}</source>
   <translation>세션 {name}을(를) 열었습니다</translation>
  </message>
  <message>
   <source>Opened session {name}, but: {note}</source>
   <translation>세션 {name}을(를) 열었지만: {note}</translation>
  </message>
  <message>
   <source>Order of the sin and cos columns. The values are the same; only the columns are arranged differently.</source>
   <translation>sin 열과 cos 열의 순서. 값은 같고 열의 배치만 다릅니다.</translation>
  </message>
  <message>
   <source>P (presenting)</source>
   <translation>P (발표 중)</translation>
  </message>
  <message>
   <source>PC 1</source>
   <translation>주성분 1</translation>
  </message>
  <message>
   <source>PC 2</source>
   <translation>주성분 2</translation>
  </message>
  <message>
   <source>PDF (*.pdf);;All files (*)</source>
   <translation>PDF (*.pdf);;모든 파일 (*)</translation>
  </message>
  <message>
   <source>PDF vector figure</source>
   <translation>PDF 벡터 그림</translation>
  </message>
  <message>
   <source>PE value</source>
   <translation>PE 값</translation>
  </message>
  <message>
   <source>PE(p)·PE(q)</source>
   <translation>PE(p)·PE(q)</translation>
  </message>
  <message>
   <source>PE(p)·PE(q), or the cosine of the angle between the two vectors (the dot product over both lengths).</source>
   <translation>PE(p)·PE(q), 또는 두 벡터 사이 각도의 코사인(내적을 두 길이로 나눈 값).</translation>
  </message>
  <message>
   <source>PE(pos + k)</source>
   <translation>PE(pos + k)</translation>
  </message>
  <message>
   <source>PE(pos)</source>
   <translation>PE(pos)</translation>
  </message>
  <message>
   <source>PE(pos, 2i) = sin(pos / base&lt;sup&gt;2i/d&lt;/sup&gt;)&lt;br&gt;PE(pos, 2i+1) = cos(pos / base&lt;sup&gt;2i/d&lt;/sup&gt;)&lt;br&gt;(layout: {layout}; dimension {dim} is {kind} of pair i = {i}, so {two_i} = {dim})</source>
   <translation>PE(pos, 2i) = sin(pos / base&lt;sup&gt;2i/d&lt;/sup&gt;)&lt;br&gt;PE(pos, 2i+1) = cos(pos / base&lt;sup&gt;2i/d&lt;/sup&gt;)&lt;br&gt;(배치: {layout}; 차원 {dim}은 쌍 i = {i}의 {kind}이므로 {two_i} = {dim})</translation>
  </message>
  <message>
   <source>PE(pos, dim)</source>
   <translation>PE(pos, dim)</translation>
  </message>
  <message>
   <source>PE(pos, {s}) = sin(pos·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;PE(pos, {c}) = cos(pos·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d_model&lt;/sup&gt;</source>
   <translation>PE(pos, {s}) = sin(pos·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;PE(pos, {c}) = cos(pos·ω&lt;sub&gt;i&lt;/sub&gt;)&lt;br&gt;ω&lt;sub&gt;i&lt;/sub&gt; = base&lt;sup&gt;−2i/d_model&lt;/sup&gt;</translation>
  </message>
  <message>
   <source>PE({pos}, {dim}) = {kind}({pos} / {base}&lt;sup&gt;{num}/{d}&lt;/sup&gt;)&lt;br&gt;&amp;nbsp;&amp;nbsp;= {kind}({pos} × {omega})&lt;br&gt;&amp;nbsp;&amp;nbsp;= {kind}({angle})&lt;br&gt;&amp;nbsp;&amp;nbsp;= &lt;b&gt;{value}&lt;/b&gt;&amp;nbsp;&amp;nbsp;&lt;span style='color:#606060'&gt;({where})&lt;/span&gt;</source>
   <translation>PE({pos}, {dim}) = {kind}({pos} / {base}&lt;sup&gt;{num}/{d}&lt;/sup&gt;)&lt;br&gt;&amp;nbsp;&amp;nbsp;= {kind}({pos} × {omega})&lt;br&gt;&amp;nbsp;&amp;nbsp;= {kind}({angle})&lt;br&gt;&amp;nbsp;&amp;nbsp;= &lt;b&gt;{value}&lt;/b&gt;&amp;nbsp;&amp;nbsp;&lt;span style='color:#606060'&gt;({where})&lt;/span&gt;</translation>
  </message>
  <message>
   <source>PNG image</source>
   <translation>PNG 이미지</translation>
  </message>
  <message>
   <source>PNG images (*.png)</source>
   <translation>PNG 이미지 (*.png)</translation>
  </message>
  <message>
   <source>PNG, GIF and MP4: the image's size. Text, lines and markers grow with it.</source>
   <translation>PNG, GIF, MP4: 이미지 크기. 글자, 선, 표시가 함께 커집니다.</translation>
  </message>
  <message>
   <source>PageDown / PageUp (presenting)</source>
   <translation>PageDown / PageUp (발표 중)</translation>
  </message>
  <message>
   <source>Pair &amp;i:</source>
   <translation>쌍 &amp;i:</translation>
  </message>
  <message>
   <source>Pair i = {i} (dims {s}, {c})</source>
   <translation>쌍 i = {i} (차원 {s}, {c})</translation>
  </message>
  <message>
   <source>Pair:</source>
   <translation>쌍:</translation>
  </message>
  <message>
   <source>Pairs sho&amp;wn:</source>
   <translation>표시할 쌍(&amp;W):</translation>
  </message>
  <message>
   <source>Pairs: interleaved, (x0, x1), (x2, x3), …, as the preset's reference code turns them.</source>
   <translation>쌍: 교차(interleaved), (x0, x1), (x2, x3), …, 프리셋의 참조 코드가 돌리는 방식입니다.</translation>
  </message>
  <message>
   <source>Pairs: interleaved, (x0, x1), (x2, x3), …, as the transformers library turns this config's.</source>
   <translation>쌍: 교차(interleaved), (x0, x1), (x2, x3), …, transformers 라이브러리가 이 config를 돌리는 방식입니다.</translation>
  </message>
  <message>
   <source>Pairs: split-half (rotate_half), as the transformers library turns this config's; weights converted from interleaved reference code (Meta's Llama, Mistral's) were permuted to fit.</source>
   <translation>쌍: 반씩 나누기(split-half, rotate_half), transformers 라이브러리가 이 config를 돌리는 방식입니다. 교차 방식 참조 코드(Meta의 Llama, Mistral)에서 변환한 가중치는 이에 맞게 순서를 바꾸었습니다.</translation>
  </message>
  <message>
   <source>Pairs: split-half, (x&lt;sub&gt;j&lt;/sub&gt;, x&lt;sub&gt;j+d/2&lt;/sub&gt;) (rotate_half), as the preset's reference code turns them.</source>
   <translation>쌍: 반씩 나누기(split-half), (x&lt;sub&gt;j&lt;/sub&gt;, x&lt;sub&gt;j+d/2&lt;/sub&gt;)(rotate_half), 프리셋의 참조 코드가 돌리는 방식입니다.</translation>
  </message>
  <message>
   <source>Panels:</source>
   <translation>패널:</translation>
  </message>
  <message>
   <source>Pape&amp;r:</source>
   <translation>용지(&amp;R):</translation>
  </message>
  <message>
   <source>Paper</source>
   <translation>논문</translation>
  </message>
  <message>
   <source>Paper preset, a view of several panels: the panels the figure draws, stacked in a column figure that grows in height</source>
   <translation>논문 프리셋, 패널이 여러 개인 뷰: 그림이 그리는 패널. 세로로 쌓이고 그림은 그만큼 높아집니다</translation>
  </message>
  <message>
   <source>Paper preset: the figure's width in inches (3.5: one column of a two-column paper, 7: the whole page) and its tick labels' size in points; axis labels and titles are larger in the screen's proportions.</source>
   <translation>용지 프리셋: 그림의 폭(인치; 3.5는 2단 논문의 한 단, 7은 페이지 전체)과 눈금 글자 크기(포인트). 축 이름과 제목은 화면과 같은 비율로 더 큽니다.</translation>
  </message>
  <message>
   <source>Parameters</source>
   <translation>매개변수</translation>
  </message>
  <message>
   <source>Parameters on the stage</source>
   <translation>무대 위의 매개변수</translation>
  </message>
  <message>
   <source>Patch co&amp;lumn:</source>
   <translation>패치 열(&amp;L):</translation>
  </message>
  <message>
   <source>Patch ro&amp;w:</source>
   <translation>패치 행(&amp;W):</translation>
  </message>
  <message>
   <source>Patches across the image</source>
   <translation>이미지 가로의 패치 수</translation>
  </message>
  <message>
   <source>Patches down the image</source>
   <translation>이미지 세로의 패치 수</translation>
  </message>
  <message>
   <source>Patches down the image (14 for a 224-pixel image in patches of 16)</source>
   <translation>이미지 세로의 패치 수(224픽셀 이미지를 16픽셀 패치로 나누면 14)</translation>
  </message>
  <message>
   <source>Pause</source>
   <translation>일시정지</translation>
  </message>
  <message>
   <source>Pen</source>
   <translation>펜</translation>
  </message>
  <message>
   <source>Pen: {colour}</source>
   <translation>펜: {colour}</translation>
  </message>
  <message>
   <source>Pixtral</source>
   <translation>Pixtral</translation>
  </message>
  <message>
   <source>Play</source>
   <translation>재생</translation>
  </message>
  <message>
   <source>Play / pause</source>
   <translation>재생 / 일시정지</translation>
  </message>
  <message>
   <source>Play or pause the position animation</source>
   <translation>위치 애니메이션 재생 또는 일시정지</translation>
  </message>
  <message>
   <source>Position:</source>
   <translation>위치:</translation>
  </message>
  <message>
   <source>Positions 0 … L−1 for both m and n</source>
   <translation>m과 n 모두 위치 0 … L−1</translation>
  </message>
  <message>
   <source>Positions are clamped to npos − 1 (the size of the position table); none: no clamp</source>
   <translation>위치는 npos − 1(위치 표의 크기)로 잘립니다. 없음: 자르지 않음</translation>
  </message>
  <message>
   <source>Positions are clamped to npos − 1 = {top} (dashed).</source>
   <translation>위치는 npos − 1 = {top}로 잘립니다(점선).</translation>
  </message>
  <message>
   <source>Positions held in {list} alias their neighbour; ○ marks each octave's first such position (hover it).</source>
   <translation>{list}: 이 위치부터 이웃과 같은 수로 저장됩니다. ○는 옥타브마다 그런 첫 위치입니다(마우스를 올려 보세요).</translation>
  </message>
  <message>
   <source>Positions shown: 0 … N−1</source>
   <translation>보일 위치: 0 … N−1</translation>
  </message>
  <message>
   <source>Positions shown: up to this many times the trained length.</source>
   <translation>보일 위치: 학습 길이의 이 배수까지.</translation>
  </message>
  <message>
   <source>Positions whose vectors are drawn, separated by commas (at most {n}); the current position's row is framed under them.</source>
   <translation>벡터를 그릴 위치들을 쉼표로 구분해 적습니다(최대 {n}개). 현재 위치의 행은 그 아래에 테두리를 쳐서 보여 줍니다.</translation>
  </message>
  <message>
   <source>Positions:</source>
   <translation>위치:</translation>
  </message>
  <message>
   <source>Presentation &amp;scale</source>
   <translation>발표 배율(&amp;S)</translation>
  </message>
  <message>
   <source>Presenting the lesson page by page (about a minute)…</source>
   <translation>수업을 한 페이지씩 발표하는 중(1분쯤 걸립니다)…</translation>
  </message>
  <message>
   <source>Presets</source>
   <translation>미리 정한 값</translation>
  </message>
  <message>
   <source>Previ&amp;ous lesson step</source>
   <translation>이전 수업 단계(&amp;O)</translation>
  </message>
  <message>
   <source>Previous frequency pair</source>
   <translation>이전 주파수 쌍</translation>
  </message>
  <message>
   <source>Previous integer position</source>
   <translation>이전 정수 위치</translation>
  </message>
  <message>
   <source>Projector (high contrast)</source>
   <translation>프로젝터 (고대비)</translation>
  </message>
  <message>
   <source>Put the chapter's views back where they start</source>
   <translation>이 장의 보기를 처음 자리로 되돌립니다</translation>
  </message>
  <message>
   <source>Put the current view on the clipboard as an image</source>
   <translation>현재 뷰를 이미지로 클립보드에 넣기</translation>
  </message>
  <message>
   <source>Put the words in the opposite order</source>
   <translation>단어를 반대 순서로</translation>
  </message>
  <message>
   <source>Pythia 160M</source>
   <translation>Pythia 160M</translation>
  </message>
  <message>
   <source>Queries and keys 0 … span − 1 in the map of x (and the data export's pairs)</source>
   <translation>x 지도(와 데이터 내보내기의 쌍)에 들어가는 쿼리와 키 0 … span − 1</translation>
  </message>
  <message>
   <source>Query i, key j, the first {n} positions; seeded stand-ins for the learned weights (d = {d}); R is the sinusoidal encoding of i − j.&lt;br&gt;(d) depends on i − j only: constant along every diagonal (largest change along one: {dd:.1e}).&lt;br&gt;(b) depends on the query's content and i − j (largest change along a diagonal: {bd:.3g}); (c) on the key alone, the same in every row.&lt;br&gt;Each panel has its own colour scale, symmetric around 0. A decoder masks the keys after the query (j &gt; i); all are drawn here.</source>
   <translation>쿼리 i, 키 j, 처음 {n}개 위치. 학습된 가중치 대신 시드를 정한 무작위 값(d = {d})을 씁니다. R은 i − j의 사인파 인코딩입니다.&lt;br&gt;(d)는 i − j에만 달려 있습니다: 모든 대각선을 따라 일정합니다(한 대각선에서의 최대 변화: {dd:.1e}).&lt;br&gt;(b)는 쿼리의 내용과 i − j에 달려 있고(대각선에서의 최대 변화: {bd:.3g}), (c)는 키에만 달려 있어 모든 행이 같습니다.&lt;br&gt;각 패널은 0을 중심으로 대칭인 자체 색 범위를 씁니다. 디코더는 쿼리 뒤의 키(j &gt; i)를 가리지만, 여기서는 모두 그립니다.</translation>
  </message>
  <message>
   <source>Qwen2-VL</source>
   <translation>Qwen2-VL</translation>
  </message>
  <message>
   <source>Qwen2.5 7B Instruct, YaRN x4</source>
   <translation>Qwen2.5 7B Instruct, YaRN ×4</translation>
  </message>
  <message>
   <source>Qwen2.5-VL</source>
   <translation>Qwen2.5-VL</translation>
  </message>
  <message>
   <source>Qwen2.5-VL's tokens_per_second (2): temporal ids per second of video</source>
   <translation>Qwen2.5-VL의 tokens_per_second(2): 비디오 1초당 시간 id</translation>
  </message>
  <message>
   <source>Qwen2/2.5/3-VL vision encoder</source>
   <translation>Qwen2/2.5/3-VL 비전 인코더</translation>
  </message>
  <message>
   <source>Qwen3-VL</source>
   <translation>Qwen3-VL</translation>
  </message>
  <message>
   <source>Qwen3-VL's encoder also adds a learned 2-D table to the patches (pos_embed, 48 × 48 by default, interpolated bilinearly to the grid by fast_pos_embed_interpolate); Qwen2-VL and Qwen2.5-VL have none. Only the RoPE is drawn.</source>
   <translation>Qwen3-VL의 인코더는 패치에 학습된 2-D 표도 더합니다(pos_embed, 기본 48 × 48, fast_pos_embed_interpolate가 격자에 맞춰 쌍선형 보간). Qwen2-VL과 Qwen2.5-VL에는 없습니다. 여기에는 RoPE만 그립니다.</translation>
  </message>
  <message>
   <source>Qwen3-VL: the text tokens of the timestamp its processor writes before each frame of a video, “&lt;1.5 seconds&gt;”: 6 in Qwen's tokenizer, which splits digits one by one (&lt;, 1, ., 5, “ seconds”, &gt;), one more a digit from 10 s on. Between frames come the vision end and start tokens too</source>
   <translation>Qwen3-VL: 프로세서가 비디오의 각 프레임 앞에 쓰는 타임스탬프 “&lt;1.5 seconds&gt;”의 텍스트 토큰 수: 숫자를 한 자리씩 나누는 Qwen 토크나이저로 6개(&lt;, 1, ., 5, “ seconds”, &gt;), 10초부터는 자릿수마다 하나 더. 프레임 사이에는 비전 끝·시작 토큰도 옵니다</translation>
  </message>
  <message>
   <source>R&amp;ule:</source>
   <translation>규칙(&amp;U):</translation>
  </message>
  <message>
   <source>Record</source>
   <translation>녹화</translation>
  </message>
  <message>
   <source>Record the stage as a GIF or MP4</source>
   <translation>무대를 GIF나 MP4로 녹화</translation>
  </message>
  <message>
   <source>Recording the stage: R again stops</source>
   <translation>무대를 녹화하는 중: R을 다시 누르면 멈춥니다</translation>
  </message>
  <message>
   <source>Referen&amp;ce:</source>
   <translation>기준(&amp;C):</translation>
  </message>
  <message>
   <source>Relative position = key position − query position (j − i), as T5's code computes it; a causal model sees only j ≤ i.&lt;br&gt;The axes follow {scheme} (scroll to see the others to ±1024). Shaded: where it gives each distance its own bucket; dashed: where its last bucket begins.&lt;br&gt;{t5}&lt;br&gt;Shaw: clip(j − i, −{k}, {k}) + {k}, {rows} rows.&lt;br&gt;DeBERTa: |j − i| up to {mid} exact, then logarithmic (max position {max}); from {far} on, the last bucket; its code takes query − key, so its bucket of each pair is drawn (the sign of j − i, reversed).</source>
   <translation>상대 위치 = 키 위치 − 쿼리 위치(j − i), T5 코드가 계산하는 방식입니다. 인과 모델은 j ≤ i만 봅니다.&lt;br&gt;축은 {scheme}에 맞춥니다(스크롤하면 ±1024까지 다른 것도 보입니다). 음영: 거리마다 버킷이 따로 있는 곳, 점선: 마지막 버킷이 시작되는 곳.&lt;br&gt;{t5}&lt;br&gt;Shaw: clip(j − i, −{k}, {k}) + {k}, 행 {rows}개.&lt;br&gt;DeBERTa: |j − i| {mid}까지 정확, 그다음 로그(최대 위치 {max}), {far}부터 마지막 버킷. 그 코드는 쿼리 − 키를 쓰므로 각 쌍의 버킷을 그대로 그립니다(j − i의 부호가 반대).</translation>
  </message>
  <message>
   <source>Reordered:</source>
   <translation>바꾼 순서:</translation>
  </message>
  <message>
   <source>Reverse</source>
   <translation>뒤집기</translation>
  </message>
  <message>
   <source>RoPE</source>
   <translation>RoPE</translation>
  </message>
  <message>
   <source>RoPE and xPos for q = k = all ones (aligned vectors); sinusoidal: PE(i)·PE(j), the logit's position term with W&lt;sub&gt;q&lt;/sub&gt; = W&lt;sub&gt;k&lt;/sub&gt; = I.</source>
   <translation>RoPE와 xPos: 모든 성분이 1인 q = k(방향이 같은 벡터). 사인파: PE(i)·PE(j), W&lt;sub&gt;q&lt;/sub&gt; = W&lt;sub&gt;k&lt;/sub&gt; = I일 때 로짓의 위치 항.</translation>
  </message>
  <message>
   <source>RoPE off in chosen layers</source>
   <translation>고른 층에서 RoPE 끄기</translation>
  </message>
  <message>
   <source>RoPE off in layers {layers}</source>
   <translation>층 {layers}에서 RoPE 끔</translation>
  </message>
  <message>
   <source>RoPE turns q and k by their positions; absolute PE adds the sinusoidal table to the tokens before q, k and v</source>
   <translation>RoPE는 q와 k를 위치만큼 회전합니다. 절대 PE는 q, k, v를 만들기 전에 사인파 표를 토큰에 더합니다</translation>
  </message>
  <message>
   <source>RoPE's and xPos's query and key all ones (aligned), or the mean over 1000 seeded Gaussian pairs: then their mean is 0 at every distance (a rotation of an independent vector averages out). The sinusoidal curve is PE(i)·PE(j) (W_q = W_k = I) either way</source>
   <translation>RoPE와 xPos의 쿼리와 키를 모든 성분이 1인 벡터(방향이 같음)로 두거나, 시드를 정한 가우스 쌍 1000개로 평균합니다. 평균일 때 그 값은 모든 거리에서 0입니다(독립인 벡터를 회전한 값은 평균하면 사라집니다). 사인파 곡선은 어느 쪽이든 PE(i)·PE(j)(W_q = W_k = I)입니다</translation>
  </message>
  <message>
   <source>RoPE's θ&lt;sub&gt;j&lt;/sub&gt; = base&lt;sup&gt;−2j/d&lt;/sup&gt;</source>
   <translation>RoPE의 θ&lt;sub&gt;j&lt;/sub&gt; = base&lt;sup&gt;−2j/d&lt;/sup&gt;</translation>
  </message>
  <message>
   <source>RoPE-Axial (rope-vit)</source>
   <translation>RoPE-Axial (rope-vit)</translation>
  </message>
  <message>
   <source>RoPE-Mixed (rope-vit, at initialisation)</source>
   <translation>RoPE-Mixed (rope-vit, 초기화 시점)</translation>
  </message>
  <message>
   <source>RoPE-Mixed: the head's direction at initialisation (the reference draws one per head; training moves the frequencies)</source>
   <translation>RoPE-Mixed: 초기화 시점의 헤드 방향(참조 코드는 헤드마다 하나를 무작위로 뽑고, 학습이 주파수를 바꿉니다)</translation>
  </message>
  <message>
   <source>RoPE: rope(q, m) · rope(k, n)</source>
   <translation>RoPE: rope(q, m) · rope(k, n)</translation>
  </message>
  <message>
   <source>RoPE: Σ&lt;sub&gt;j&lt;/sub&gt; 2 cos(rθ&lt;sub&gt;j&lt;/sub&gt;)</source>
   <translation>RoPE: Σ&lt;sub&gt;j&lt;/sub&gt; 2 cos(rθ&lt;sub&gt;j&lt;/sub&gt;)</translation>
  </message>
  <message>
   <source>Rotar&amp;y:</source>
   <translation>회전 비율(&amp;Y):</translation>
  </message>
  <message>
   <source>Running at the target length: no scaling, position interpolation (positions × trained/target) or NTK-aware scaling (base × s^(d/(d−2)), s = target/trained)</source>
   <translation>목표 길이에서 실행: 스케일링 없음, 위치 보간(위치 × 학습/목표), NTK 방식 스케일링(base × s^(d/(d−2)), s = 목표/학습)</translation>
  </message>
  <message>
   <source>Running the model: layer {done} of {total}… (Stop stops it; a change of the sentence or an option stops it and starts the new one)</source>
   <translation>모델 실행 중: 층 {done}/{total}… (멈춤을 누르면 멈추고, 문장이나 옵션을 바꾸면 멈춘 뒤 새로 시작합니다)</translation>
  </message>
  <message>
   <source>S&amp;eed:</source>
   <translation>시드(&amp;E):</translation>
  </message>
  <message>
   <source>S&amp;peed:</source>
   <translation>속도(&amp;P):</translation>
  </message>
  <message>
   <source>SVG vector figure</source>
   <translation>SVG 벡터 그림</translation>
  </message>
  <message>
   <source>Save lesso&amp;n as…</source>
   <translation>수업을 다른 이름으로 저장(&amp;N)…</translation>
  </message>
  <message>
   <source>Save lesson as</source>
   <translation>수업을 다른 이름으로 저장</translation>
  </message>
  <message>
   <source>Save session</source>
   <translation>세션 저장</translation>
  </message>
  <message>
   <source>Save the recording</source>
   <translation>녹화 저장</translation>
  </message>
  <message>
   <source>Save the slide with its ink</source>
   <translation>슬라이드를 잉크와 함께 저장</translation>
  </message>
  <message>
   <source>Save the slide with its ink…</source>
   <translation>슬라이드를 잉크와 함께 저장…</translation>
  </message>
  <message>
   <source>Saved session {name}</source>
   <translation>세션 {name}을(를) 저장했습니다</translation>
  </message>
  <message>
   <source>Saved the lesson as {path}; open it with File &gt; Open lesson… after editing</source>
   <translation>수업을 {path}(으)로 저장했습니다. 고친 뒤 파일 &gt; 수업 열기…로 여세요</translation>
  </message>
  <message>
   <source>Saved the slide: {path}</source>
   <translation>슬라이드를 저장했습니다: {path}</translation>
  </message>
  <message>
   <source>Saved {seconds:.1f} s of the stage: {path}</source>
   <translation>무대를 {seconds:.1f}초 저장했습니다: {path}</translation>
  </message>
  <message>
   <source>Sc&amp;ale:</source>
   <translation>눈금(&amp;A):</translation>
  </message>
  <message>
   <source>Scale:</source>
   <translation>배율:</translation>
  </message>
  <message>
   <source>Screen</source>
   <translation>화면</translation>
  </message>
  <message>
   <source>Seeded q·k (d = {d}, seed {seed}), an untrained head: gates σ(q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt;/√d) lie between 0 and 1, so p is fractional.</source>
   <translation>시드로 만든 q·k(d = {d}, 시드 {seed}), 학습되지 않은 헤드: 게이트 σ(q&lt;sub&gt;i&lt;/sub&gt;·k&lt;sub&gt;j&lt;/sub&gt;/√d)는 0과 1 사이에 있으므로 p는 분수입니다.</translation>
  </message>
  <message>
   <source>Sentence lengths:</source>
   <translation>문장 길이:</translation>
  </message>
  <message>
   <source>Sentence:</source>
   <translation>문장:</translation>
  </message>
  <message>
   <source>Sentence: {a}</source>
   <translation>문장: {a}</translation>
  </message>
  <message>
   <source>Session</source>
   <translation>세션</translation>
  </message>
  <message>
   <source>Settings could not be saved to {path} ({reason}): changes made now will not be remembered.</source>
   <translation>설정을 {path}에 저장할 수 없습니다({reason}). 지금 바꾼 것은 기억되지 않습니다.</translation>
  </message>
  <message>
   <source>Settings not saved</source>
   <translation>설정이 저장되지 않음</translation>
  </message>
  <message>
   <source>Sha&amp;w k:</source>
   <translation>Shaw k(&amp;W):</translation>
  </message>
  <message>
   <source>Share = e^s / (e^s + L e^c), assuming every one of the L keys has the logit c = {c:g} (a model's logits depend on its input).</source>
   <translation>몫 = e^s / (e^s + L e^c). 키 L개가 모두 로짓 c = {c:g}를 가진다고 가정합니다(모델의 로짓은 입력에 따라 다릅니다).</translation>
  </message>
  <message>
   <source>Shaw et al. clipped index</source>
   <translation>Shaw 외의 잘린 인덱스</translation>
  </message>
  <message>
   <source>Shaw et al.'s clipping distance k: 2k + 1 learned vectors, one per j − i in −k .. k; farther pairs share the end ones</source>
   <translation>Shaw 외의 자르는 거리 k: −k .. k의 j − i마다 하나씩, 학습된 벡터 2k + 1개. 더 먼 쌍은 양 끝 벡터를 함께 씁니다</translation>
  </message>
  <message>
   <source>Shift &amp;k:</source>
   <translation>이동 &amp;k:</translation>
  </message>
  <message>
   <source>Shifted by k: the tokens sit at positions k .. k + T - 1</source>
   <translation>k만큼 옮김: 토큰이 위치 k .. k + T - 1에 놓입니다</translation>
  </message>
  <message>
   <source>Sho&amp;w notes</source>
   <translation>설명 보기(&amp;W)</translation>
  </message>
  <message>
   <source>Short:</source>
   <translation>짧은 계수:</translation>
  </message>
  <message>
   <source>Show each view's explanation under its caption, or only the caption and its numbers</source>
   <translation>각 보기의 설명을 캡션 아래에 보이거나, 캡션과 그 숫자만 보입니다</translation>
  </message>
  <message>
   <source>Show the answer</source>
   <translation>답 보기</translation>
  </message>
  <message>
   <source>Show the lesson</source>
   <translation>수업 보기</translation>
  </message>
  <message>
   <source>Show up to:</source>
   <translation>보여 줄 범위:</translation>
  </message>
  <message>
   <source>Shuffled: {b}</source>
   <translation>섞은 문장: {b}</translation>
  </message>
  <message>
   <source>Similarit&amp;y:</source>
   <translation>유사도(&amp;Y):</translation>
  </message>
  <message>
   <source>Slide</source>
   <translation>슬라이드</translation>
  </message>
  <message>
   <source>Slide preset: the title over the figure (the lesson step's headline when the step on show shows the view, else the view's title); untick for none</source>
   <translation>슬라이드 프리셋: 그림 위의 제목(보이는 레슨 단계가 이 뷰를 보여 주면 그 단계의 헤드라인, 아니면 뷰의 제목). 체크를 풀면 제목이 없습니다</translation>
  </message>
  <message>
   <source>Slide: 1920 wide</source>
   <translation>슬라이드: 폭 1920</translation>
  </message>
  <message>
   <source>Slopes from {first:.4g} (head 1) to {last:.4g} (head {H}).</source>
   <translation>기울기는 {first:.4g}(헤드 1)부터 {last:.4g}(헤드 {H})까지.</translation>
  </message>
  <message>
   <source>Slopes of heads 1 to {H}: {values}.</source>
   <translation>헤드 1부터 {H}까지의 기울기: {values}.</translation>
  </message>
  <message>
   <source>Smaller text and lines</source>
   <translation>글자와 선 작게</translation>
  </message>
  <message>
   <source>Some settings were reset</source>
   <translation>일부 설정이 초기화되었습니다</translation>
  </message>
  <message>
   <source>Some stored settings could not be used; everything else was restored.</source>
   <translation>저장된 설정 일부를 쓸 수 없었습니다. 나머지는 모두 복원되었습니다.</translation>
  </message>
  <message>
   <source>Something went wrong, but the app keeps running: {line}

The details are in the log file {log}.</source>
   <translation>문제가 생겼지만 앱은 계속 실행됩니다: {line}

자세한 내용은 로그 파일 {log}에 있습니다.</translation>
  </message>
  <message>
   <source>Step &amp;back</source>
   <translation>한 칸 뒤로(&amp;B)</translation>
  </message>
  <message>
   <source>Step &amp;forward</source>
   <translation>한 칸 앞으로(&amp;F)</translation>
  </message>
  <message>
   <source>Step {k} of {n}: {title}</source>
   <translation>{n}단계 중 {k}단계: {title}</translation>
  </message>
  <message>
   <source>Stop</source>
   <translation>멈춤</translation>
  </message>
  <message>
   <source>Stop the model's run: it stops between two layers (enabled while a run takes a while)</source>
   <translation>모델 실행을 멈춥니다: 두 층 사이에서 멈춥니다(실행이 오래 걸릴 때 켜집니다)</translation>
  </message>
  <message>
   <source>Stopped: {path} was not written</source>
   <translation>멈췄습니다: {path}은(는) 쓰지 않았습니다</translation>
  </message>
  <message>
   <source>Stored {key} could not be read ({reason}); defaults are used.</source>
   <translation>저장된 {key}을(를) 읽을 수 없습니다({reason}). 기본값을 씁니다.</translation>
  </message>
  <message>
   <source>Stored {key} is not a set of named values; defaults are used.</source>
   <translation>저장된 {key}이(가) 이름-값 묶음이 아닙니다. 기본값을 씁니다.</translation>
  </message>
  <message>
   <source>Stored {label}{name} = {value} was reset to {default}: {reason}</source>
   <translation>저장된 {label}{name} = {value}을(를) {default}(으)로 되돌렸습니다: {reason}</translation>
  </message>
  <message>
   <source>Stream &amp;T:</source>
   <translation>스트림 T(&amp;T):</translation>
  </message>
  <message>
   <source>StreamingLLM keeps all T = {t:,} tokens (T ≤ start + recent): each keeps its position.</source>
   <translation>StreamingLLM은 토큰 T = {t:,}개를 모두 유지합니다(T ≤ start + recent): 각 토큰은 제 위치를 그대로 가집니다.</translation>
  </message>
  <message>
   <source>StreamingLLM keeps the first {start} and the last {recent} of T = {t:,} tokens; in the cache they are numbered 0 to {last} and their keys rotated at those positions: token {t1:,} is at {c1}.</source>
   <translation>StreamingLLM은 토큰 T = {t:,}개 중 처음 {start}개와 마지막 {recent}개를 유지합니다. 캐시 안에서 이들은 0부터 {last}까지 번호가 매겨지고 키는 그 위치로 다시 회전됩니다: 토큰 {t1:,}은(는) {c1}에 있습니다.</translation>
  </message>
  <message>
   <source>StreamingLLM's cache</source>
   <translation>StreamingLLM의 캐시</translation>
  </message>
  <message>
   <source>StreamingLLM: the first tokens the cache always keeps (start_size, 4 by default)</source>
   <translation>StreamingLLM: 캐시가 항상 유지하는 처음 토큰들(start_size, 기본값 4)</translation>
  </message>
  <message>
   <source>StreamingLLM: the most recent tokens the cache keeps (recent_size, 512 by default)</source>
   <translation>StreamingLLM: 캐시가 유지하는 가장 최근 토큰들(recent_size, 기본값 512)</translation>
  </message>
  <message>
   <source>StreamingLLM: the tokens seen so far (0 .. T - 1)</source>
   <translation>StreamingLLM: 지금까지 본 토큰(0 .. T - 1)</translation>
  </message>
  <message>
   <source>Stretched by s: token i sits at position round(i·s); a scaling rule's factor</source>
   <translation>s배로 늘림: 토큰 i가 위치 round(i·s)에 놓입니다. 스케일링 규칙의 배율이기도 합니다</translation>
  </message>
  <message>
   <source>System language</source>
   <translation>시스템 언어</translation>
  </message>
  <message>
   <source>T&amp;arget:</source>
   <translation>목표(&amp;A):</translation>
  </message>
  <message>
   <source>T5 &amp;bias:</source>
   <translation>T5 편향(&amp;B):</translation>
  </message>
  <message>
   <source>T5 &amp;direction:</source>
   <translation>T5 방향(&amp;D):</translation>
  </message>
  <message>
   <source>T5 &amp;model:</source>
   <translation>T5 모델(&amp;M):</translation>
  </message>
  <message>
   <source>T5 buc&amp;kets:</source>
   <translation>T5 버킷(&amp;K):</translation>
  </message>
  <message>
   <source>T5 bucket</source>
   <translation>T5 버킷</translation>
  </message>
  <message>
   <source>T5 buckets</source>
   <translation>T5 버킷</translation>
  </message>
  <message>
   <source>T5 buckets (illustrative biases)</source>
   <translation>T5 버킷(예시용 편향)</translation>
  </message>
  <message>
   <source>T5 causal: {n} buckets for keys before the query; every key after it (j &gt; i) is in bucket 0, masked anyway; i − j &amp;lt; {exact} exact, then logarithmic (max distance {max}); from {far} on, the last bucket.</source>
   <translation>T5 인과: 쿼리 앞의 키에 버킷 {n}개. 뒤의 키(j &gt; i)는 모두 버킷 0이며 어차피 가려집니다. i − j &amp;lt; {exact}는 정확, 그다음 로그(최대 거리 {max}), {far}부터 마지막 버킷.</translation>
  </message>
  <message>
   <source>T5 hea&amp;d:</source>
   <translation>T5 헤드(&amp;D):</translation>
  </message>
  <message>
   <source>T5 max dis&amp;tance:</source>
   <translation>T5 최대 거리(&amp;T):</translation>
  </message>
  <message>
   <source>T5 s&amp;eed:</source>
   <translation>T5 시드(&amp;E):</translation>
  </message>
  <message>
   <source>T5 small (encoder)</source>
   <translation>T5 small (인코더)</translation>
  </message>
  <message>
   <source>T5's bias per bucket: seeded stand-ins, or a trained head's of the T5 model opened with File &gt; Open model… (its decoder's, else its encoder's)</source>
   <translation>T5의 버킷별 편향: 시드로 만든 대용값, 또는 파일 &gt; 모델 열기…로 연 T5 모델의 학습된 헤드 편향(디코더의 것, 없으면 인코더의 것)</translation>
  </message>
  <message>
   <source>T5's max_distance (128): the logarithmic buckets reach it; every farther distance shares the last bucket</source>
   <translation>T5의 max_distance(128): 로그 버킷이 여기까지 닿고, 더 먼 거리는 모두 마지막 버킷을 함께 씁니다</translation>
  </message>
  <message>
   <source>T5's num_buckets (32 in T5 and Flan-T5): half for each direction when bidirectional; of a direction's buckets, the first half hold distances exactly</source>
   <translation>T5의 num_buckets(T5와 Flan-T5에서 32): 양방향이면 방향마다 절반. 한 방향의 버킷 중 앞의 절반은 거리를 정확히 담습니다</translation>
  </message>
  <message>
   <source>T5-like (illustrative)</source>
   <translation>T5 비슷한 모양(예시)</translation>
  </message>
  <message>
   <source>T5: a causal model's buckets with seeded biases, not trained values.</source>
   <translation>T5: 인과 모델의 버킷에 시드 편향을 넣은 것으로, 학습된 값이 아닙니다.</translation>
  </message>
  <message>
   <source>T5: the trained biases of {model}'s head {h}.</source>
   <translation>T5: {model}의 헤드 {h}의 학습된 편향.</translation>
  </message>
  <message>
   <source>T5: {model}, head {h} (trained)</source>
   <translation>T5: {model}, 헤드 {h}(학습됨)</translation>
  </message>
  <message>
   <source>T5: {n} buckets, {half} per direction; |j − i| &amp;lt; {exact} exact, then logarithmic (max distance {max}); from {far} on, the last bucket.</source>
   <translation>T5: 버킷 {n}개, 방향마다 {half}개. |j − i| &amp;lt; {exact}는 정확, 그다음 로그(최대 거리 {max}), {far}부터 마지막 버킷.</translation>
  </message>
  <message>
   <source>Take back the last stroke</source>
   <translation>마지막 획 되돌리기</translation>
  </message>
  <message>
   <source>Target length over trained length</source>
   <translation>목표 길이 ÷ 학습 길이</translation>
  </message>
  <message>
   <source>Text, images and videos in order: text N (vision start and end tokens included), image TxHxW, video TxHxW @S s (the processor's grid of patches before the 2 × 2 merge; S the seconds per temporal patch)</source>
   <translation>텍스트, 이미지, 비디오를 순서대로: text N(비전 시작·끝 토큰 포함), image TxHxW, video TxHxW @S s(2 × 2 병합 전 프로세서의 패치 격자, S는 시간 패치당 초)</translation>
  </message>
  <message>
   <source>The angle computed minus the exact one, as it is or wrapped into [−π, π) (what the rotation sees)</source>
   <translation>계산한 각도에서 정확한 각도를 뺀 값, 그대로 또는 [−π, π)로 감은 값(회전이 보는 값)</translation>
  </message>
  <message>
   <source>The answer to the step's question</source>
   <translation>이 단계 질문의 답</translation>
  </message>
  <message>
   <source>The base of the frequencies ω_i = base^(−2i/d). The paper uses 10000. The slider is logarithmic; type any exact value in the box.</source>
   <translation>주파수 ω_i = base^(−2i/d)의 밑. 논문은 10000을 씁니다. 슬라이더는 로그 눈금이며 상자에는 정확한 값을 입력할 수 있습니다.</translation>
  </message>
  <message>
   <source>The bound when a model trained at length L runs at factor × L</source>
   <translation>길이 L로 학습한 모델을 factor × L에서 실행할 때의 상한</translation>
  </message>
  <message>
   <source>The built-in lesson</source>
   <translation>기본 수업</translation>
  </message>
  <message>
   <source>The built-in lesson in each language, and the lesson file you opened (File &gt; Open lesson…)</source>
   <translation>언어별 기본 수업과 직접 연 수업 파일(파일 &gt; 수업 열기…)</translation>
  </message>
  <message>
   <source>The column of the patch compared with every other (the last column when past it)</source>
   <translation>다른 모든 패치와 비교할 패치의 열(넘으면 마지막 열)</translation>
  </message>
  <message>
   <source>The column of the query patch (the last column when past it)</source>
   <translation>쿼리 패치의 열(넘으면 마지막 열)</translation>
  </message>
  <message>
   <source>The context the model runs at (max_position_embeddings; dynamic NTK's sequence length)</source>
   <translation>모델이 실행되는 문맥(max_position_embeddings, 동적 NTK의 시퀀스 길이)</translation>
  </message>
  <message>
   <source>The current position (whole positions; the box and the animation also take fractions).</source>
   <translation>현재 위치(정수 위치; 상자와 애니메이션은 소수도 받습니다).</translation>
  </message>
  <message>
   <source>The current position, shared by every view. Left/Right step it; Space plays or pauses.</source>
   <translation>모든 뷰가 함께 쓰는 현재 위치. 왼쪽/오른쪽으로 옮기고, 스페이스로 재생하거나 멈춥니다.</translation>
  </message>
  <message>
   <source>The dimension whose value the first map shows (the last one when past the width)</source>
   <translation>첫 지도가 값을 보여 주는 차원(너비를 넘으면 마지막 차원)</translation>
  </message>
  <message>
   <source>The dimension worked out (hovering the heatmap picks one).</source>
   <translation>계산해 볼 차원(히트맵 위에 마우스를 올리면 골라집니다).</translation>
  </message>
  <message>
   <source>The distance over which pair j's score shrinks by ζ_j (512 in torchscale)</source>
   <translation>쌍 j의 점수가 ζ_j배로 줄어드는 거리(torchscale에서 512)</translation>
  </message>
  <message>
   <source>The exact mean of each row's positions: frequencies near the block's nulls show as false stripes.</source>
   <translation>각 행이 맡은 위치들의 정확한 평균: 블록의 영점 근처 주파수는 가짜 줄무늬로 보입니다.</translation>
  </message>
  <message>
   <source>The exact minimum and maximum over each run of positions, on alternating pixel lines: a column that swings through its whole range within a run shows as fine red and blue stripes, a slow one as one colour. Costs more than the averages at very long tables.</source>
   <translation>위치 구간마다 정확한 최솟값과 최댓값을 번갈아 나오는 픽셀 줄에 그립니다. 구간 안에서 범위 전체를 오가는 열은 가는 빨강·파랑 줄무늬로, 느린 열은 한 색으로 보입니다. 아주 긴 표에서는 평균보다 시간이 더 듭니다.</translation>
  </message>
  <message>
   <source>The file name must end in {suffix} for this format.</source>
   <translation>이 형식은 파일 이름이 {suffix}(으)로 끝나야 합니다.</translation>
  </message>
  <message>
   <source>The fixed distance i − j whose x is drawn against the query's position i</source>
   <translation>쿼리 위치 i에 대해 x를 그리는 고정 거리 i − j</translation>
  </message>
  <message>
   <source>The formula for the current layout and d_model.</source>
   <translation>현재 배치와 d_model에서의 공식.</translation>
  </message>
  <message>
   <source>The head drawn bold and named in the key (the last one when there are fewer)</source>
   <translation>굵게 그리고 범례에 이름을 쓰는 헤드(헤드가 더 적으면 마지막 헤드)</translation>
  </message>
  <message>
   <source>The head of the opened T5 model whose trained bias is drawn</source>
   <translation>학습된 편향을 그릴 열린 T5 모델의 헤드</translation>
  </message>
  <message>
   <source>The head whose attention is drawn (the last one when the layer has fewer); all-MiniLM-L6-v2's head 2 of layer 0 looks at its neighbours</source>
   <translation>어텐션을 그릴 헤드(층의 헤드가 더 적으면 마지막 헤드). all-MiniLM-L6-v2의 층 0 헤드 2는 이웃 토큰을 봅니다</translation>
  </message>
  <message>
   <source>The head whose bias and attention are drawn (1 has the steepest slope)</source>
   <translation>편향과 어텐션을 그릴 헤드(1의 기울기가 가장 가파릅니다)</translation>
  </message>
  <message>
   <source>The ids are in the position ids plot: these tokens leave no room to write them here.</source>
   <translation>id는 위치 id 그림에 있습니다: 토큰이 많아 여기에 쓸 자리가 없습니다.</translation>
  </message>
  <message>
   <source>The key's position n; the query's is the current position m</source>
   <translation>키의 위치 n. 쿼리의 위치는 현재 위치 m입니다</translation>
  </message>
  <message>
   <source>The keys a full layer sees at a long context (gpt-oss: 131,072)</source>
   <translation>긴 문맥에서 전체 층이 보는 키 수(gpt-oss: 131,072)</translation>
  </message>
  <message>
   <source>The keys a sliding-window layer sees (gpt-oss: 128)</source>
   <translation>슬라이딩 윈도 층이 보는 키 수(gpt-oss: 128)</translation>
  </message>
  <message>
   <source>The largest key position m drawn (the axis is logarithmic from 1)</source>
   <translation>그리는 가장 큰 키 위치 m(축은 1부터 로그 눈금)</translation>
  </message>
  <message>
   <source>The largest position drawn (the axis is logarithmic from 1)</source>
   <translation>그리는 가장 큰 위치(축은 1부터 로그 눈금)</translation>
  </message>
  <message>
   <source>The last word's gates are at least ½ at {k} of {n} words ({words}); the first word gets p = {p:.3g}.</source>
   <translation>마지막 낱말의 게이트는 낱말 {n}개 중 {k}개({words})에서 ½ 이상입니다. 첫 낱말은 p = {p:.3g}를 받습니다.</translation>
  </message>
  <message>
   <source>The last word's gates are below ½ at every word: the first word gets p = {p:.3g}, fewer than its {n} tokens.</source>
   <translation>마지막 낱말의 게이트는 모든 낱말에서 ½ 미만입니다: 첫 낱말은 p = {p:.3g}를 받는데, 토큰 {n}개보다 적습니다.</translation>
  </message>
  <message>
   <source>The layer of the opened model whose sinks are shown (the last one when the model has fewer)</source>
   <translation>싱크를 보여 줄 열린 모델의 층(모델의 층이 더 적으면 마지막 층)</translation>
  </message>
  <message>
   <source>The layer whose attention is drawn (the last one when the model has fewer)</source>
   <translation>어텐션을 그릴 층(모델의 층이 더 적으면 마지막 층)</translation>
  </message>
  <message>
   <source>The layers that run without RoPE (RoPE off in chosen layers)</source>
   <translation>RoPE 없이 돌릴 층(고른 층에서 RoPE 끄기)</translation>
  </message>
  <message>
   <source>The length the model was trained on (BERT 512, GPT-2 1024).</source>
   <translation>모델이 학습한 길이(BERT 512, GPT-2 1024).</translation>
  </message>
  <message>
   <source>The length the model was trained on, marked on the matrices, which go on to four times it (at most 512 positions): the bias goes on past it unchanged</source>
   <translation>모델이 학습한 길이. 행렬에 표시하며, 행렬은 그 네 배(최대 위치 512개)까지 이어집니다: 편향은 그 너머로도 그대로 이어집니다</translation>
  </message>
  <message>
   <source>The lesson cannot be shown</source>
   <translation>수업을 보여 줄 수 없습니다</translation>
  </message>
  <message>
   <source>The lesson file shown last time, {path}, cannot be opened ({why}); the built-in lesson is shown.</source>
   <translation>지난번에 보던 수업 파일 {path}을(를) 열 수 없어({why}) 기본 수업을 보여 줍니다.</translation>
  </message>
  <message>
   <source>The lesson shown as a notebook, a handout (PDF) or a deck (PDF)</source>
   <translation>보이는 수업을 노트북, 유인물(PDF) 또는 슬라이드 덱(PDF)으로</translation>
  </message>
  <message>
   <source>The lesson's sentence in Korean and its English twin, each with a reordering that changes who chases whom</source>
   <translation>수업의 한국어 예문과 영어 짝 문장. 각각 누가 누구를 쫓는지 바뀌도록 순서를 바꿉니다</translation>
  </message>
  <message>
   <source>The line: the order the encoder lists the patches in, 2 × 2 merge block by block (Qwen2.5-VL's window-attention layers then take them in windows of 4 × 4 blocks).</source>
   <translation>선: 인코더가 패치를 나열하는 순서, 2 × 2 병합 블록 단위(Qwen2.5-VL의 윈도 어텐션 층은 이어서 이를 4 × 4 블록 윈도 단위로 묶습니다).</translation>
  </message>
  <message>
   <source>The logit every key is assumed to have: a model's logits depend on its input, so the share is e^s / (e^s + L e^c)</source>
   <translation>모든 키가 가진다고 가정하는 로짓: 모델의 로짓은 입력에 따라 다르므로 몫은 e^s / (e^s + L e^c)로 계산합니다</translation>
  </message>
  <message>
   <source>The mean over 1000 seeded random q, k: RoPE's and xPos's curves are flat (their mean is 0 at every distance); the sinusoidal mean keeps PE(i)·PE(j).</source>
   <translation>시드를 정한 무작위 q, k 1000개의 평균: RoPE와 xPos 곡선은 평평합니다(모든 거리에서 평균이 0). 사인파의 평균에는 PE(i)·PE(j)가 남습니다.</translation>
  </message>
  <message>
   <source>The merge takes 2 × 2 blocks: a grid of odd rows or columns has none.</source>
   <translation>병합은 2 × 2 블록 단위입니다: 행이나 열 수가 홀수인 격자에는 블록이 없습니다.</translation>
  </message>
  <message>
   <source>The next step (PageDown, Space, Right)</source>
   <translation>다음 단계 (PageDown, Space, →)</translation>
  </message>
  <message>
   <source>The next step (PageDown, or a presenter's clicker)</source>
   <translation>다음 단계 (PageDown 또는 발표용 리모컨)</translation>
  </message>
  <message>
   <source>The normaliser is ψ(max(i, L)): queries up to L share it, later ones divide by their own position (learned; 512 at initialisation)</source>
   <translation>정규화 값은 ψ(max(i, L))입니다: L까지의 쿼리는 이를 함께 쓰고, 그 뒤의 쿼리는 자기 위치로 나눕니다(학습됨, 초기값 512)</translation>
  </message>
  <message>
   <source>The original Transformer multiplies the embedding by √d_model before it adds PE (Vaswani et al. 2017, section 3.4): the embedding then outweighs the position more.</source>
   <translation>원래의 Transformer는 PE를 더하기 전에 임베딩에 √d_model을 곱합니다(Vaswani 외 2017, 3.4절). 그러면 임베딩이 위치보다 더 큰 비중을 차지합니다.</translation>
  </message>
  <message>
   <source>The pair of dimensions drawn (i: speed θ_i = base^(−2i/d))</source>
   <translation>그릴 차원 쌍(i: 속도 θ_i = base^(−2i/d))</translation>
  </message>
  <message>
   <source>The pair whose angle error is drawn, or the largest |error| over the pairs</source>
   <translation>각도 오차를 그릴 쌍, 또는 모든 쌍 중 가장 큰 |오차|</translation>
  </message>
  <message>
   <source>The paper's decoder: keys after the query (j &gt; i) are masked. An encoder's symmetric form: −slope·|i − j|</source>
   <translation>논문의 디코더: 쿼리 뒤의 키(j &gt; i)는 가려집니다. 인코더의 대칭형: −기울기·|i − j|</translation>
  </message>
  <message>
   <source>The pen's next colour</source>
   <translation>펜의 다음 색</translation>
  </message>
  <message>
   <source>The position compared in both sentences (1: the second word)</source>
   <translation>두 문장에서 비교할 위치(1: 두 번째 단어)</translation>
  </message>
  <message>
   <source>The position compared with all others: a fixed one, or the current position (the lowest value).</source>
   <translation>다른 모든 위치와 비교할 위치: 고정된 위치 또는 현재 위치(가장 낮은 값).</translation>
  </message>
  <message>
   <source>The position ids: 0, 1, 2, … again at each document's first token (as transformers' DataCollatorWithFlattening writes them), or counted on along the whole row</source>
   <translation>위치 id: 문서마다 첫 토큰에서 0, 1, 2, …로 다시 시작하거나(transformers의 DataCollatorWithFlattening이 쓰는 방식), 행 전체를 따라 이어서 셉니다</translation>
  </message>
  <message>
   <source>The position: the current one (the lowest value), or a fixed one (hovering the heatmap picks one).</source>
   <translation>위치: 현재 위치(가장 낮은 값) 또는 고정된 위치(히트맵 위에 마우스를 올리면 골라집니다).</translation>
  </message>
  <message>
   <source>The previous step (PageUp)</source>
   <translation>이전 단계 (PageUp)</translation>
  </message>
  <message>
   <source>The previous step (PageUp, Left)</source>
   <translation>이전 단계 (PageUp, ←)</translation>
  </message>
  <message>
   <source>The recording stopped at {seconds} s, its longest</source>
   <translation>녹화가 최대 길이인 {seconds}초에서 멈췄습니다</translation>
  </message>
  <message>
   <source>The reordered sentence: drag a word, or select it and press Ctrl+Left / Ctrl+Right</source>
   <translation>바꾼 순서의 문장: 단어를 끌거나, 고른 뒤 Ctrl+왼쪽 / Ctrl+오른쪽을 누르세요</translation>
  </message>
  <message>
   <source>The right answer and the numbers the step marks (A on the stage, or PageDown)</source>
   <translation>맞는 답과 이 단계가 표시하는 수 (무대에서 A, 또는 PageDown)</translation>
  </message>
  <message>
   <source>The row of the patch compared with every other (the last row when past it)</source>
   <translation>다른 모든 패치와 비교할 패치의 행(넘으면 마지막 행)</translation>
  </message>
  <message>
   <source>The row of the query patch (the last row when past it)</source>
   <translation>쿼리 패치의 행(넘으면 마지막 행)</translation>
  </message>
  <message>
   <source>The same seeded q and k (d = {d}) at every pair of positions.&lt;br&gt;RoPE: the score depends on m − n only, every diagonal&lt;br&gt;is constant (largest change along one: {rd:.1e}).&lt;br&gt;Absolute PE added instead: it is not (largest change {ad:.3g}).</source>
   <translation>같은 시드의 q와 k(d = {d})를 모든 위치 쌍에서.&lt;br&gt;RoPE: 점수는 m − n에만 달려 있어 모든 대각선이&lt;br&gt;일정합니다(대각선을 따라 가장 큰 변화: {rd:.1e}).&lt;br&gt;대신 절대 PE를 더하면 그렇지 않습니다(가장 큰 변화 {ad:.3g}).</translation>
  </message>
  <message>
   <source>The scheme whose bucket of every query-key pair the matrix shows, and whose exact and logarithmic ranges are marked on the curves</source>
   <translation>행렬에 모든 쿼리-키 쌍의 버킷을 보여 주고, 곡선에 정확한 범위와 로그 범위를 표시할 방식</translation>
  </message>
  <message>
   <source>The seed of T5's illustrative bias per bucket (a trained model learns them; these show only the bucket steps)</source>
   <translation>T5의 버킷별 예시 편향의 시드(학습된 모델은 이것을 학습합니다. 여기 값은 버킷의 계단만 보여 줍니다)</translation>
  </message>
  <message>
   <source>The seed of the layer's weights and of the documents' tokens</source>
   <translation>층의 가중치와 문서 토큰의 시드</translation>
  </message>
  <message>
   <source>The seed of the query (this seed) and the key (the next one): N(0, 1) entries</source>
   <translation>쿼리(이 시드)와 키(다음 시드)의 시드: N(0, 1) 성분</translation>
  </message>
  <message>
   <source>The seed of the query and key projections of the seeded q·k rule</source>
   <translation>시드 q·k 규칙에서 쿼리와 키 투영의 시드</translation>
  </message>
  <message>
   <source>The seed of the query and the keys (N(0, 1) entries)</source>
   <translation>쿼리와 키의 시드(N(0, 1) 성분)</translation>
  </message>
  <message>
   <source>The seed of the random stand-ins for the learned W_q, W_kE, W_kR, u, v and the token embeddings</source>
   <translation>학습된 W_q, W_kE, W_kR, u, v와 토큰 임베딩 대신 쓰는 무작위 값의 시드</translation>
  </message>
  <message>
   <source>The seed of the shuffled order</source>
   <translation>섞는 순서의 시드</translation>
  </message>
  <message>
   <source>The session's lesson file {path} cannot be opened ({why}); the lesson panel keeps the lesson it showed.</source>
   <translation>세션의 수업 파일 {path}을(를) 열 수 없습니다({why}). 수업 패널은 보던 수업을 그대로 둡니다.</translation>
  </message>
  <message>
   <source>The session's model {path} cannot be opened ({why}); the views use their presets.</source>
   <translation>세션의 모델 {path}을(를) 열 수 없습니다({why}). 뷰는 프리셋을 씁니다.</translation>
  </message>
  <message>
   <source>The settings file was damaged ({reason}); it was kept as {moved} and defaults are used.</source>
   <translation>설정 파일이 손상되었습니다({reason}). {moved}(으)로 보관하고 기본값을 씁니다.</translation>
  </message>
  <message>
   <source>The settings file {path} was not used ({reason}) and could not be moved aside ({error}); defaults are used.</source>
   <translation>설정 파일 {path}을(를) 쓰지 않았고({reason}) 옆으로 옮기지도 못했습니다({error}). 기본값을 씁니다.</translation>
  </message>
  <message>
   <source>The shift k: PE(pos + k) against M_k · PE(pos).</source>
   <translation>이동 k: PE(pos + k)와 M_k · PE(pos) 비교.</translation>
  </message>
  <message>
   <source>The shipped sentence encoder all-MiniLM-L6-v2, or the model folder opened with File &gt; Open model… (BERT, GPT-2 or the Llama family)</source>
   <translation>함께 배포되는 문장 인코더 all-MiniLM-L6-v2, 또는 파일 &gt; 모델 열기…로 연 모델 폴더(BERT, GPT-2, Llama 계열)</translation>
  </message>
  <message>
   <source>The shuffled run's map is drawn in the sentence's order (rows and columns put back), so the maps compare cell by cell.</source>
   <translation>섞은 실행의 지도는 원래 문장 순서로(행과 열을 되돌려) 그려서 두 지도를 칸마다 비교할 수 있습니다.</translation>
  </message>
  <message>
   <source>The step's headline: what the stage shows over its views when presenting (F5)</source>
   <translation>단계의 헤드라인: 발표할 때(F5) 무대가 뷰 위에 보여 주는 한 줄</translation>
  </message>
  <message>
   <source>The table's width (MAE: the embedding width, 768 or 1024), a multiple of 4</source>
   <translation>표의 너비(MAE: 임베딩 너비 768 또는 1024), 4의 배수</translation>
  </message>
  <message>
   <source>The time since the lesson's presentation began</source>
   <translation>수업 발표를 시작한 뒤 지난 시간</translation>
  </message>
  <message>
   <source>The trained length {t:,} lies past the {n} positions drawn; the bias needs no table, so it goes on past it unchanged.</source>
   <translation>학습 길이 {t:,}는 그린 위치 {n}개보다 멉니다. 편향에는 표가 필요 없으므로 그 너머로도 그대로 이어집니다.</translation>
  </message>
  <message>
   <source>The view as the window shows it, notes included (PNG at the size chosen).</source>
   <translation>창에 보이는 그대로의 뷰, 설명 포함 (PNG는 고른 크기로).</translation>
  </message>
  <message>
   <source>The views' options on the stage</source>
   <translation>무대에 뷰의 옵션 보이기</translation>
  </message>
  <message>
   <source>The waves show at most {n} dimensions; dim {old} made room for dim {dim}.</source>
   <translation>파동은 최대 {n}개 차원까지 보여 줍니다. 차원 {dim}을 위해 차원 {old}을 뺐습니다.</translation>
  </message>
  <message>
   <source>The width of the seeded queries and keys (their logits are divided by √d, as the reference code does)</source>
   <translation>시드로 만든 쿼리와 키의 폭(참조 코드처럼 로짓을 √d로 나눕니다)</translation>
  </message>
  <message>
   <source>The word whose gates are open with the chosen-word rule (punctuation and case ignored)</source>
   <translation>고른 낱말 규칙에서 게이트가 열리는 낱말(문장 부호와 대소문자는 무시)</translation>
  </message>
  <message>
   <source>There is no lesson to export: {why}</source>
   <translation>내보낼 수업이 없습니다: {why}</translation>
  </message>
  <message>
   <source>There is no lesson to save: {why}</source>
   <translation>저장할 수업이 없습니다: {why}</translation>
  </message>
  <message>
   <source>This step's settings do not fit: {why}</source>
   <translation>이 단계의 설정이 맞지 않습니다: {why}</translation>
  </message>
  <message>
   <source>Tick at least one format.</source>
   <translation>형식을 하나 이상 고르세요.</translation>
  </message>
  <message>
   <source>Tick at least one panel.</source>
   <translation>패널을 하나 이상 고르세요.</translation>
  </message>
  <message>
   <source>Time&amp;stamp tokens:</source>
   <translation>타임스탬프 토큰(&amp;S):</translation>
  </message>
  <message>
   <source>Tokens ({n}):</source>
   <translation>토큰({n}개):</translation>
  </message>
  <message>
   <source>Toy attention, one head (d&lt;sub&gt;head&lt;/sub&gt; = {dh}, seeded). Bars: each reordered word's output against the same word's in the sentence.</source>
   <translation>예시용 어텐션, 헤드 하나(d&lt;sub&gt;head&lt;/sub&gt; = {dh}, 시드 고정). 막대: 바꾼 순서의 각 단어 출력과 원래 문장의 같은 단어 출력의 차이.</translation>
  </message>
  <message>
   <source>Trained on positions 0 … {last} (shaded).&lt;br&gt;Sinusoidal PE goes on to {end}, defined and within [−1, 1],&lt;br&gt;but trained models still degrade past their trained length.&lt;br&gt;A learned table (a seeded N(0, 0.02) stand-in,&lt;br&gt;scale ±0.06) ends at {last}.</source>
   <translation>위치 0 … {last}에서 학습(음영).&lt;br&gt;사인파 PE는 {end}까지 계속 정의되고 값은 [−1, 1] 안이지만,&lt;br&gt;학습된 모델은 학습 길이를 넘어서면 여전히 성능이 떨어집니다.&lt;br&gt;학습된 표(시드 고정 N(0, 0.02) 예시용 무작위 표,&lt;br&gt;범위 ±0.06)는 {last}에서 끝납니다.</translation>
  </message>
  <message>
   <source>Trained:</source>
   <translation>학습 길이:</translation>
  </message>
  <message>
   <source>Try: {what}</source>
   <translation>해 보기: {what}</translation>
  </message>
  <message>
   <source>V&amp;ectors of:</source>
   <translation>벡터 위치(&amp;E):</translation>
  </message>
  <message>
   <source>Values in equal ratios instead of equal steps (both ends above 0)</source>
   <translation>같은 간격 대신 같은 비율로 바뀌는 값(양 끝 모두 0보다 커야 합니다)</translation>
  </message>
  <message>
   <source>View {n} of the chapter</source>
   <translation>이 장의 {n}번째 보기</translation>
  </message>
  <message>
   <source>W_k: per key head</source>
   <translation>W_k: 키 헤드마다</translation>
  </message>
  <message>
   <source>W_q by layer (head mean)</source>
   <translation>층마다의 W_q(헤드 평균)</translation>
  </message>
  <message>
   <source>W_q, layer {l}: pair norms per head</source>
   <translation>W_q, 층 {l}: 헤드마다의 쌍 노름</translation>
  </message>
  <message>
   <source>W_q: pair norms per head</source>
   <translation>W_q: 헤드마다의 쌍 노름</translation>
  </message>
  <message>
   <source>What each scheme adds to the logit of a key r tokens before the query, minus its value at r = 0 ({scale}); d_model = {d}.&lt;br&gt;{mode}&lt;br&gt;{xpos}&lt;br&gt;ALiBi head {h} of 8: −{s:g}·r. {t5} Kerple: −log(1 + r) and −r^0.5, illustrative r₁ = 1 (trained models learn them per head).&lt;br&gt;Dotted: the trained length {t}.</source>
   <translation>쿼리보다 r 토큰 앞에 있는 키의 로짓에 각 방식이 더하는 값에서 r = 0일 때의 값을 뺀 것({scale}); d_model = {d}.&lt;br&gt;{mode}&lt;br&gt;{xpos}&lt;br&gt;ALiBi 헤드 {h}/8: −{s:g}·r. {t5} Kerple: −log(1 + r)과 −r^0.5, 예시용 r₁ = 1(학습된 모델은 헤드마다 학습합니다).&lt;br&gt;점선: 학습 길이 {t}.</translation>
  </message>
  <message>
   <source>What is done to the positions; each view compares it with the model as trained</source>
   <translation>위치에 무엇을 하는지. 각 뷰는 이를 학습된 그대로의 모델과 비교합니다</translation>
  </message>
  <message>
   <source>What the model reads; the views redraw as you type</source>
   <translation>모델이 읽는 문장. 입력하는 대로 뷰가 다시 그려집니다</translation>
  </message>
  <message>
   <source>What the room reads on the stage now</source>
   <translation>지금 무대에서 청중이 읽는 문장</translation>
  </message>
  <message>
   <source>What the room sees on the projector</source>
   <translation>프로젝터에서 청중이 보는 화면</translation>
  </message>
  <message>
   <source>Whose 2-D RoPE: each reference's coordinates, frequencies and layout of the head dimensions</source>
   <translation>누구의 2차원 RoPE인가: 각 참조 코드의 좌표, 주파수, 헤드 차원 배치</translation>
  </message>
  <message>
   <source>Whose get_rope_index: Qwen2.5-VL counts a video's time in seconds; Qwen3-VL gives each frame a block of its own. Opened model: a Qwen-VL config opened with File &gt; Open model…, with its mrope_section and head width</source>
   <translation>누구의 get_rope_index인가: Qwen2.5-VL은 비디오 시간을 초로 세고, Qwen3-VL은 프레임마다 따로 블록을 줍니다. 열린 모델: 파일 &gt; 모델 열기…로 연 Qwen-VL config, 그 mrope_section과 헤드 너비로</translation>
  </message>
  <message>
   <source>With RoPE the document mask alone makes each document exact, reset or not (its scores depend on m − n only); with absolute PE it takes both, the mask and the reset; without the mask a later document attends to the earlier ones.</source>
   <translation>RoPE에서는 위치를 다시 세든 아니든 문서 마스크만으로 각 문서가 정확해집니다(점수가 m − n에만 의존합니다). 절대 PE에서는 마스크와 위치 재시작이 둘 다 필요합니다. 마스크가 없으면 뒤 문서가 앞 문서들에 어텐션합니다.</translation>
  </message>
  <message>
   <source>Words in the first sentence</source>
   <translation>첫 번째 문장의 단어 수</translation>
  </message>
  <message>
   <source>Words in the second sentence</source>
   <translation>두 번째 문장의 단어 수</translation>
  </message>
  <message>
   <source>Write every open view into a folder</source>
   <translation>열린 뷰를 모두 한 폴더에 쓰기</translation>
  </message>
  <message>
   <source>Write the current view as a figure, data or animation</source>
   <translation>현재 뷰를 그림, 데이터, 애니메이션으로 쓰기</translation>
  </message>
  <message>
   <source>Write the lesson shown as a 16:9 PDF of the stage: a page a step, a part revealed and an answer</source>
   <translation>보이는 수업을 무대 그대로 16:9 PDF로 씁니다: 단계마다, 드러나는 곡선이나 패널마다, 답마다 한 페이지</translation>
  </message>
  <message>
   <source>Write the lesson shown as a Jupyter notebook: each step's notes, and code that makes its figures</source>
   <translation>보이는 수업을 Jupyter 노트북으로 씁니다: 각 단계의 설명과 그 그림을 만드는 코드</translation>
  </message>
  <message>
   <source>Write the lesson shown as a PDF to print: each step's headline, figures, question, notes and marks</source>
   <translation>보이는 수업을 인쇄용 PDF로 씁니다: 각 단계의 헤드라인, 그림, 질문, 설명, 표시</translation>
  </message>
  <message>
   <source>Write the lesson shown to a file of your own, to edit and open again</source>
   <translation>지금 보이는 수업을 내 파일로 저장합니다. 고쳐서 다시 열 수 있습니다</translation>
  </message>
  <message>
   <source>Write the parameters, every view's options and the arrangement to a file that opens the same way elsewhere</source>
   <translation>매개변수, 모든 뷰의 옵션, 배치를 다른 곳에서도 똑같이 열리는 파일로 쓰기</translation>
  </message>
  <message>
   <source>Wrote the lesson as a PDF: {path}</source>
   <translation>수업을 PDF로 썼습니다: {path}</translation>
  </message>
  <message>
   <source>Wrote the lesson as a notebook: {path} (it runs where posenc-gui is installed)</source>
   <translation>수업을 노트북으로 썼습니다: {path} (posenc-gui가 설치된 곳에서 실행됩니다)</translation>
  </message>
  <message>
   <source>Wrote {n} files into {folder}</source>
   <translation>{folder}에 파일 {n}개를 썼습니다</translation>
  </message>
  <message>
   <source>Wrote {path}</source>
   <translation>{path}을(를) 썼습니다</translation>
  </message>
  <message>
   <source>YaRN</source>
   <translation>YaRN</translation>
  </message>
  <message>
   <source>YaRN's beta_fast: pairs that turn more often than this within the original context keep their frequency</source>
   <translation>YaRN의 beta_fast: 원래 문맥 안에서 이보다 많이 도는 쌍은 주파수를 유지합니다</translation>
  </message>
  <message>
   <source>YaRN's beta_slow: pairs that turn less often than this are interpolated fully</source>
   <translation>YaRN의 beta_slow: 이보다 적게 도는 쌍은 완전히 보간됩니다</translation>
  </message>
  <message>
   <source>YaRN's mscale (DeepSeek); not set: the attention factor is 0.1·ln(factor) + 1</source>
   <translation>YaRN의 mscale(DeepSeek). 설정 안 함: 어텐션 계수는 0.1·ln(계수) + 1</translation>
  </message>
  <message>
   <source>YaRN's mscale_all_dim (DeepSeek)</source>
   <translation>YaRN의 mscale_all_dim(DeepSeek)</translation>
  </message>
  <message>
   <source>YaRN's truncate: round the ramp's edges to whole dimensions (the default) or keep them exact (gpt-oss)</source>
   <translation>YaRN의 truncate: 경사 구간 경계를 정수 차원으로 맞추거나(기본값) 정확히 둡니다(gpt-oss)</translation>
  </message>
  <message>
   <source>Zoom</source>
   <translation>확대</translation>
  </message>
  <message>
   <source>Zoom back</source>
   <translation>확대 되돌리기</translation>
  </message>
  <message>
   <source>Zoom into a plot: drag a rectangle over it</source>
   <translation>플롯 확대: 플롯 위에서 사각형을 끄세요</translation>
  </message>
  <message>
   <source>Zoomed in: Shift+Z or a right click goes back</source>
   <translation>확대했습니다: Shift+Z나 오른쪽 클릭으로 되돌아갑니다</translation>
  </message>
  <message>
   <source>[embedding | PE] ({w} values)</source>
   <translation>[임베딩 | PE] (값 {w}개)</translation>
  </message>
  <message>
   <source>a CSV of {rows} x {columns} values is more than {most} values: write .npy instead (numpy.load reads it), or fewer rows</source>
   <translation>{rows} x {columns} 값의 CSV는 {most}개 값을 넘습니다. 대신 .npy로 쓰거나(numpy.load로 읽습니다) 행을 줄이세요</translation>
  </message>
  <message>
   <source>a chosen position</source>
   <translation>고른 위치</translation>
  </message>
  <message>
   <source>a document mask</source>
   <translation>문서 마스크</translation>
  </message>
  <message>
   <source>a lesson file</source>
   <translation>수업 파일</translation>
  </message>
  <message>
   <source>a number</source>
   <translation>수</translation>
  </message>
  <message>
   <source>a session file</source>
   <translation>세션 파일</translation>
  </message>
  <message>
   <source>a slide's title is one line of at most {most} characters, not {count}</source>
   <translation>슬라이드 제목은 {most}자 이하의 한 줄이어야 합니다({count}자가 아니라)</translation>
  </message>
  <message>
   <source>a title is for the slide preset, not {preset}</source>
   <translation>제목은 슬라이드 프리셋에 씁니다. {preset}에는 쓰지 않습니다</translation>
  </message>
  <message>
   <source>a view of the chapter</source>
   <translation>이 장의 보기 하나</translation>
  </message>
  <message>
   <source>a whole number</source>
   <translation>정수</translation>
  </message>
  <message>
   <source>a {width} x {height} image is larger than {most} pixels on a side</source>
   <translation>{width} x {height} 이미지는 한 변이 {most}픽셀보다 큽니다</translation>
  </message>
  <message>
   <source>absolute (sinusoidal added)</source>
   <translation>절대(사인파를 더함)</translation>
  </message>
  <message>
   <source>absolute PE</source>
   <translation>절대 PE</translation>
  </message>
  <message>
   <source>absolute: (q + PE(m)) · (k + PE(n))</source>
   <translation>절대: (q + PE(m)) · (k + PE(n))</translation>
  </message>
  <message>
   <source>access denied</source>
   <translation>접근이 거부됨</translation>
  </message>
  <message>
   <source>add (d values)</source>
   <translation>더하기 (값 d개)</translation>
  </message>
  <message>
   <source>all dims:</source>
   <translation>모든 차원:</translation>
  </message>
  <message>
   <source>all ones</source>
   <translation>모든 성분이 1</translation>
  </message>
  <message>
   <source>all sin columns, then all cos columns (the TensorFlow tutorial)</source>
   <translation>sin 열을 모두, 그다음 cos 열을 모두 (TensorFlow 튜토리얼)</translation>
  </message>
  <message>
   <source>all-MiniLM-L6-v2 (shipped)</source>
   <translation>all-MiniLM-L6-v2(함께 배포)</translation>
  </message>
  <message>
   <source>all-MiniLM-L6-v2 (trained, BERT family)</source>
   <translation>all-MiniLM-L6-v2 (학습 완료, BERT 계열)</translation>
  </message>
  <message>
   <source>all-ones q and k</source>
   <translation>모두 1인 q와 k</translation>
  </message>
  <message>
   <source>angle (rad)</source>
   <translation>각도(rad)</translation>
  </message>
  <message>
   <source>angles at the chosen patch</source>
   <translation>고른 패치의 각도</translation>
  </message>
  <message>
   <source>apply what you typed / leave the box (then the keys above work again)</source>
   <translation>입력한 것 적용 / 상자에서 나가기 (그다음 위의 키가 다시 동작)</translation>
  </message>
  <message>
   <source>as defined</source>
   <translation>정의 그대로</translation>
  </message>
  <message>
   <source>as is</source>
   <translation>그대로</translation>
  </message>
  <message>
   <source>as the model's attention code does</source>
   <translation>모델의 어텐션 코드가 그렇게 합니다</translation>
  </message>
  <message>
   <source>as trained</source>
   <translation>학습된 그대로</translation>
  </message>
  <message>
   <source>as trained vs {experiment}</source>
   <translation>학습된 그대로 대 {experiment}</translation>
  </message>
  <message>
   <source>as trained: layer {l}, head {h}</source>
   <translation>학습된 그대로: 층 {l}, 헤드 {h}</translation>
  </message>
  <message>
   <source>at {width} in a plot gets {size} in on its shorter side, under the {least} in print needs, and no width up to {most} in holds it: draw fewer panels or make the text smaller</source>
   <translation>폭 {width}인치에서는 플롯의 짧은 변이 {size}인치로, 인쇄에 필요한 {least}인치에 못 미치며 {most}인치까지 어떤 폭으로도 담을 수 없습니다. 패널을 줄이거나 글자를 줄이세요</translation>
  </message>
  <message>
   <source>at {width} in a plot gets {size} in on its shorter side, under the {least} in print needs: make the figure {wide} in wide</source>
   <translation>폭 {width}인치에서는 플롯의 짧은 변이 {size}인치로, 인쇄에 필요한 {least}인치에 못 미칩니다. 그림 폭을 {wide}인치로 하세요</translation>
  </message>
  <message>
   <source>at {width} in a plot gets {size} in on its shorter side, under the {least} in print needs: make the figure {wide} in wide or draw fewer panels</source>
   <translation>폭 {width}인치에서는 플롯의 짧은 변이 {size}인치로, 인쇄에 필요한 {least}인치에 못 미칩니다. 그림 폭을 {wide}인치로 하거나 패널을 줄이세요</translation>
  </message>
  <message>
   <source>attention of the packed row</source>
   <translation>묶은 행의 어텐션</translation>
  </message>
  <message>
   <source>base by layer kind</source>
   <translation>층 종류별 베이스</translation>
  </message>
  <message>
   <source>base on a logarithmic scale from 10 to 10^6 (rounded while dragging).</source>
   <translation>base 로그 눈금 10에서 10^6까지(끄는 동안 반올림).</translation>
  </message>
  <message>
   <source>base {b:g}</source>
   <translation>base {b:g}</translation>
  </message>
  <message>
   <source>bfloat16 holds m and m + {dist:,} as different numbers for every m up to {top:,}.</source>
   <translation>{top:,}까지의 모든 m에서 bfloat16은 m과 m + {dist:,}를 서로 다른 수로 저장합니다.</translation>
  </message>
  <message>
   <source>bfloat16 holds m and m + {dist:,} as one number first at m = {m:,}: there the score is q·k = {dot:.4g}, the score of distance 0.</source>
   <translation>bfloat16은 m = {m:,}에서 처음으로 m과 m + {dist:,}를 같은 수로 저장합니다. 거기서 점수는 거리 0의 점수인 q·k = {dot:.4g}입니다.</translation>
  </message>
  <message>
   <source>bias</source>
   <translation>편향</translation>
  </message>
  <message>
   <source>bias −slope·(i − j)</source>
   <translation>편향 −기울기·(i − j)</translation>
  </message>
  <message>
   <source>bidirectional (encoder)</source>
   <translation>양방향(인코더)</translation>
  </message>
  <message>
   <source>binary digits</source>
   <translation>이진 숫자</translation>
  </message>
  <message>
   <source>bit</source>
   <translation>비트</translation>
  </message>
  <message>
   <source>blue</source>
   <translation>파랑</translation>
  </message>
  <message>
   <source>blue: YaRN's ramp, pairs {a:g} to {b:g} (faster pairs kept, slower ones divided by the factor)</source>
   <translation>파란색: YaRN의 경사 구간, 쌍 {a:g}부터 {b:g}까지(더 빠른 쌍은 그대로, 더 느린 쌍은 계수로 나눔)</translation>
  </message>
  <message>
   <source>bucket (table row)</source>
   <translation>버킷(표의 행)</translation>
  </message>
  <message>
   <source>bucket of query i, key j</source>
   <translation>쿼리 i, 키 j의 버킷</translation>
  </message>
  <message>
   <source>buckets by relative position</source>
   <translation>상대 위치별 버킷</translation>
  </message>
  <message>
   <source>built in</source>
   <translation>기본 제공</translation>
  </message>
  <message>
   <source>cannot open {path}: {why}</source>
   <translation>{path}을(를) 열 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>cannot tell the format of {path}: its suffix must be one of {known}</source>
   <translation>{path}의 형식을 알 수 없습니다. 확장자는 {known} 중 하나여야 합니다</translation>
  </message>
  <message>
   <source>cannot write {path}: Qt could not encode the PNG</source>
   <translation>{path}을(를) 쓸 수 없습니다: Qt가 PNG를 인코딩하지 못했습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: Qt could not open it for drawing</source>
   <translation>{path}을(를) 쓸 수 없습니다: Qt가 그리기용으로 열지 못했습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: Qt could not read back the figure's SVG</source>
   <translation>{path}을(를) 쓸 수 없습니다: Qt가 그림의 SVG를 다시 읽지 못했습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: no frames</source>
   <translation>{path}을(를) 쓸 수 없습니다: 프레임이 없습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: nothing was written</source>
   <translation>{path}을(를) 쓸 수 없습니다: 아무것도 쓰이지 않았습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: the folder {folder} does not exist</source>
   <translation>{path}을(를) 쓸 수 없습니다: 폴더 {folder}이(가) 없습니다</translation>
  </message>
  <message>
   <source>cannot write {path}: {why}</source>
   <translation>{path}을(를) 쓸 수 없습니다: {why}</translation>
  </message>
  <message>
   <source>causal (a decoder)</source>
   <translation>인과 (디코더)</translation>
  </message>
  <message>
   <source>causal (decoder)</source>
   <translation>인과(디코더)</translation>
  </message>
  <message>
   <source>causal attention, equal logits</source>
   <translation>인과 어텐션, 같은 로짓</translation>
  </message>
  <message>
   <source>causal only</source>
   <translation>인과 마스크만</translation>
  </message>
  <message>
   <source>causal: the keys after the query (j &gt; i) are masked</source>
   <translation>인과: 쿼리 뒤의 키(j &gt; i)는 가려집니다</translation>
  </message>
  <message>
   <source>chunked</source>
   <translation>청크</translation>
  </message>
  <message>
   <source>chunked {n:,}</source>
   <translation>청크 {n:,}</translation>
  </message>
  <message>
   <source>column</source>
   <translation>열</translation>
  </message>
  <message>
   <source>column (dimension)</source>
   <translation>열 (차원)</translation>
  </message>
  <message>
   <source>computed − exact</source>
   <translation>계산값 − 정확한 값</translation>
  </message>
  <message>
   <source>concatenate (2d values)</source>
   <translation>이어 붙이기 (값 2d개)</translation>
  </message>
  <message>
   <source>concatenated</source>
   <translation>concatenated (이어 붙임)</translation>
  </message>
  <message>
   <source>context extension</source>
   <translation>문맥 확장</translation>
  </message>
  <message>
   <source>context {n:,}</source>
   <translation>문맥 {n:,}</translation>
  </message>
  <message>
   <source>context: {n:,} keys</source>
   <translation>문맥: 키 {n:,}개</translation>
  </message>
  <message>
   <source>cos</source>
   <translation>cos</translation>
  </message>
  <message>
   <source>cos(PE(p), PE(q))</source>
   <translation>cos(PE(p), PE(q))</translation>
  </message>
  <message>
   <source>cos(pos·ω&lt;sub&gt;i&lt;/sub&gt;)</source>
   <translation>cos(pos·ω&lt;sub&gt;i&lt;/sub&gt;)</translation>
  </message>
  <message>
   <source>cosine</source>
   <translation>코사인</translation>
  </message>
  <message>
   <source>cosine (1: unchanged)</source>
   <translation>코사인(1: 그대로)</translation>
  </message>
  <message>
   <source>cosine with as trained</source>
   <translation>학습된 그대로와의 코사인</translation>
  </message>
  <message>
   <source>cosine, MiniLM</source>
   <translation>코사인, MiniLM</translation>
  </message>
  <message>
   <source>cosine, learned</source>
   <translation>코사인, 학습</translation>
  </message>
  <message>
   <source>cosine, opened</source>
   <translation>코사인, 열린 모델</translation>
  </message>
  <message>
   <source>cosine, sinusoidal</source>
   <translation>코사인, 사인파</translation>
  </message>
  <message>
   <source>current position</source>
   <translation>현재 위치</translation>
  </message>
  <message>
   <source>current: {pos:g}</source>
   <translation>현재: {pos:g}</translation>
  </message>
  <message>
   <source>curve {k} of {n}</source>
   <translation>곡선 {n}개 중 {k}번째</translation>
  </message>
  <message>
   <source>custom</source>
   <translation>직접 입력</translation>
  </message>
  <message>
   <source>d = {d}, base = {b:g}: the relative upper bound is {b0:.2f} at r = 0 and {b50:.2f} at r = {r:g}.&lt;br&gt;The bound on |q·k| is max|h&lt;sub&gt;i+1&lt;/sub&gt; − h&lt;sub&gt;i&lt;/sub&gt;| · Σ|S&lt;sub&gt;j&lt;/sub&gt;(r)|: its factor is set by q and k.</source>
   <translation>d = {d}, base = {b:g}: 상대 상한은 r = 0에서 {b0:.2f}, r = {r:g}에서 {b50:.2f}입니다.&lt;br&gt;|q·k|의 상한은 max|h&lt;sub&gt;i+1&lt;/sub&gt; − h&lt;sub&gt;i&lt;/sub&gt;| · Σ|S&lt;sub&gt;j&lt;/sub&gt;(r)|이며, 그 인수는 q와 k가 정합니다.</translation>
  </message>
  <message>
   <source>d = {d}, γ = {g:g}, scale_base = {s:g}, base = {b:g}. Every ζ&lt;sub&gt;j&lt;/sub&gt; is below 1, the fast pairs' smallest:&lt;br&gt;they fade first, which damps the score's oscillation. At r = {r:g}: RoPE {ro:.3g}, xPos {xo:.3g} (both {d} at r = 0).&lt;br&gt;xPos scales the query by ζ&lt;sup&gt;n/scale_base&lt;/sup&gt; and the key by ζ&lt;sup&gt;−m/scale_base&lt;/sup&gt;: their product keeps ζ&lt;sup&gt;(n − m)/scale_base&lt;/sup&gt;.</source>
   <translation>d = {d}, γ = {g:g}, scale_base = {s:g}, base = {b:g}. 모든 ζ&lt;sub&gt;j&lt;/sub&gt;는 1보다 작고 빠른 쌍일수록 작습니다:&lt;br&gt;빠른 쌍이 먼저 약해지므로 점수의 진동이 줄어듭니다. r = {r:g}에서: RoPE {ro:.3g}, xPos {xo:.3g}(r = 0에서는 둘 다 {d}).&lt;br&gt;xPos는 쿼리에 ζ&lt;sup&gt;n/scale_base&lt;/sup&gt;를, 키에 ζ&lt;sup&gt;−m/scale_base&lt;/sup&gt;를 곱합니다: 그 곱에 ζ&lt;sup&gt;(n − m)/scale_base&lt;/sup&gt;가 남습니다.</translation>
  </message>
  <message>
   <source>d:</source>
   <translation>헤드 차원 d:</translation>
  </message>
  <message>
   <source>d_model from 1 to {n}; type larger values (up to {m}) in the box.</source>
   <translation>d_model 1부터 {n}까지. 더 큰 값(최대 {m})은 상자에 입력하세요.</translation>
  </message>
  <message>
   <source>d_model is odd: its last sin has no cos partner, so no rotation gives its shifted value&lt;br&gt;(M_k keeps it; off by {err:.2g}, not counted above).</source>
   <translation>d_model이 홀수입니다: 마지막 sin에는 짝이 되는 cos가 없어 어떤 회전으로도 이동한 값을 만들 수 없습니다&lt;br&gt;(M_k는 그대로 둡니다; 오차 {err:.2g}, 위 값에는 포함하지 않음).</translation>
  </message>
  <message>
   <source>d_model is odd: its lone sin dimension adds sin(pω)·sin(qω),&lt;br&gt;which is not a function of p − q (largest change along a diagonal: {spread:.2g}).</source>
   <translation>d_model이 홀수입니다: 짝 없는 sin 차원이 sin(pω)·sin(qω)를 더하는데,&lt;br&gt;이것은 p − q의 함수가 아닙니다(대각선을 따라 가장 큰 변화: {spread:.2g}).</translation>
  </message>
  <message>
   <source>d_model, max_len and base on the stage</source>
   <translation>무대에서 d_model, max_len, base 바꾸기</translation>
  </message>
  <message>
   <source>decay</source>
   <translation>감쇠</translation>
  </message>
  <message>
   <source>decay ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r / scale_base&lt;/sup&gt; of a few pairs</source>
   <translation>몇몇 쌍의 감쇠 ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r / scale_base&lt;/sup&gt;</translation>
  </message>
  <message>
   <source>dim {dim} is already in the waves.</source>
   <translation>차원 {dim}은 이미 파동에 있습니다.</translation>
  </message>
  <message>
   <source>dim {dim}: {kind}, λ = {wl:.4g}</source>
   <translation>차원 {dim}: {kind}, λ = {wl:.4g}</translation>
  </message>
  <message>
   <source>dimension</source>
   <translation>차원</translation>
  </message>
  <message>
   <source>dimension, wavelength λ</source>
   <translation>차원, 파장 λ</translation>
  </message>
  <message>
   <source>distance i − j (log scale)</source>
   <translation>거리 i − j (로그 눈금)</translation>
  </message>
  <message>
   <source>distance r</source>
   <translation>거리 r</translation>
  </message>
  <message>
   <source>distance r = i − j (key r tokens before)</source>
   <translation>거리 r = i − j(키가 r 토큰 앞)</translation>
  </message>
  <message>
   <source>distance to the farthest key (positions, log scale)</source>
   <translation>가장 먼 키까지의 거리(위치, 로그 눈금)</translation>
  </message>
  <message>
   <source>document</source>
   <translation>문서</translation>
  </message>
  <message>
   <source>document mask</source>
   <translation>문서 마스크</translation>
  </message>
  <message>
   <source>dot product</source>
   <translation>내적</translation>
  </message>
  <message>
   <source>dotted: 1e-4, float32 rounding below it</source>
   <translation>점선: 1e-4, 그 아래는 float32 반올림 오차</translation>
  </message>
  <message>
   <source>dynamic NTK</source>
   <translation>동적 NTK</translation>
  </message>
  <message>
   <source>each dimension turns with</source>
   <translation>각 차원이 따라 도는 좌표</translation>
  </message>
  <message>
   <source>each divided by its largest |change|</source>
   <translation>각각 가장 큰 |변화|로 나눔</translation>
  </message>
  <message>
   <source>each experiment's cosine per token</source>
   <translation>실험마다 토큰별 코사인</translation>
  </message>
  <message>
   <source>embedding values ≈ [−1, 1]</source>
   <translation>임베딩 값 ≈ [−1, 1]</translation>
  </message>
  <message>
   <source>every gate open: p = distance + 1</source>
   <translation>모든 게이트가 열림: p = 거리 + 1</translation>
  </message>
  <message>
   <source>exact edges</source>
   <translation>정확한 경계</translation>
  </message>
  <message>
   <source>experiment</source>
   <translation>실험</translation>
  </message>
  <message>
   <source>factor</source>
   <translation>계수</translation>
  </message>
  <message>
   <source>file {file}</source>
   <translation>파일 {file}</translation>
  </message>
  <message>
   <source>first of the pair</source>
   <translation>쌍의 첫째</translation>
  </message>
  <message>
   <source>float16 holds positions from 65,520 on as inf: fp16's angles there are inf and not drawn.</source>
   <translation>float16은 65,520부터의 위치를 inf로 저장합니다. 거기서 fp16의 각도는 inf라 그리지 않습니다.</translation>
  </message>
  <message>
   <source>format error</source>
   <translation>형식 오류</translation>
  </message>
  <message>
   <source>fp32 (float32 angles, as transformers and vLLM compute them): largest |error| up to {top:,} is {e:.3g} rad, at m = {m:,}.</source>
   <translation>fp32(transformers와 vLLM처럼 float32로 계산한 각도): {top:,}까지 가장 큰 |오차|는 m = {m:,}에서 {e:.3g} rad입니다.</translation>
  </message>
  <message>
   <source>fps</source>
   <translation>fps</translation>
  </message>
  <message>
   <source>frames</source>
   <translation>프레임</translation>
  </message>
  <message>
   <source>frequency index</source>
   <translation>주파수 인덱스</translation>
  </message>
  <message>
   <source>from</source>
   <translation>부터</translation>
  </message>
  <message>
   <source>from the rule</source>
   <translation>규칙에서</translation>
  </message>
  <message>
   <source>full</source>
   <translation>전체</translation>
  </message>
  <message>
   <source>gate g&lt;sub&gt;ij&lt;/sub&gt; of query i, key j</source>
   <translation>쿼리 i, 키 j의 게이트 g&lt;sub&gt;ij&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>gpt-oss (reference defaults)</source>
   <translation>gpt-oss(참조 기본값)</translation>
  </message>
  <message>
   <source>grey: dimensions {a} to {b} are not rotated (partial rotary factor {p:g})</source>
   <translation>회색: 차원 {a}부터 {b}까지는 회전하지 않습니다(부분 회전 계수 {p:g})</translation>
  </message>
  <message>
   <source>head</source>
   <translation>헤드</translation>
  </message>
  <message>
   <source>head dim / rotated</source>
   <translation>헤드 차원 / 회전</translation>
  </message>
  <message>
   <source>head dim {d}</source>
   <translation>헤드 차원 {d}</translation>
  </message>
  <message>
   <source>head {h}, s = {s:.3g}</source>
   <translation>헤드 {h}, s = {s:.3g}</translation>
  </message>
  <message>
   <source>how much longer each wavelength gets</source>
   <translation>각 파장이 얼마나 길어지는지</translation>
  </message>
  <message>
   <source>i = {i}, λ = {wl:.4g}</source>
   <translation>i = {i}, λ = {wl:.4g}</translation>
  </message>
  <message>
   <source>image</source>
   <translation>이미지</translation>
  </message>
  <message>
   <source>in chunks: t, then h, then w</source>
   <translation>덩어리로: t, 다음 h, 다음 w</translation>
  </message>
  <message>
   <source>integer index 0 … L−1</source>
   <translation>정수 인덱스 0 … L−1</translation>
  </message>
  <message>
   <source>interleaved</source>
   <translation>interleaved (교차)</translation>
  </message>
  <message>
   <source>interleaved (RoFormer) or split-half (rotate_half): the same scores</source>
   <translation>interleaved(RoFormer) 또는 split-half(rotate_half): 점수는 같습니다</translation>
  </message>
  <message>
   <source>interleaved t h w t h w …</source>
   <translation>교차 t h w t h w …</translation>
  </message>
  <message>
   <source>interleaved: pairs (x0, x1), (x2, x3), … as in RoFormer; split-half: (x_j, x_j+d/2) as GPT-NeoX and Hugging Face's rotate_half</source>
   <translation>interleaved: RoFormer처럼 쌍 (x0, x1), (x2, x3), …; split-half: GPT-NeoX와 Hugging Face의 rotate_half처럼 (x_j, x_j+d/2)</translation>
  </message>
  <message>
   <source>interpolated</source>
   <translation>보간</translation>
  </message>
  <message>
   <source>it cannot be read</source>
   <translation>읽을 수 없습니다</translation>
  </message>
  <message>
   <source>it is not a settings file</source>
   <translation>설정 파일이 아닙니다</translation>
  </message>
  <message>
   <source>it is not text</source>
   <translation>텍스트가 아닙니다</translation>
  </message>
  <message>
   <source>it is {size:,} bytes, far more than settings take</source>
   <translation>{size:,}바이트로, 설정이 차지하는 크기보다 훨씬 큽니다</translation>
  </message>
  <message>
   <source>its chunk: at most {keys:,} keys</source>
   <translation>자기 청크: 최대 {keys:,}개 키</translation>
  </message>
  <message>
   <source>its config's</source>
   <translation>config의 값</translation>
  </message>
  <message>
   <source>its drop from t to t + 1 = 1/((t + 1)(t + 2))</source>
   <translation>t에서 t + 1로 줄어드는 양 = 1/((t + 1)(t + 2))</translation>
  </message>
  <message>
   <source>its key head {h}</source>
   <translation>그 키 헤드 {h}</translation>
  </message>
  <message>
   <source>jump to a control</source>
   <translation>컨트롤로 이동</translation>
  </message>
  <message>
   <source>key</source>
   <translation>키</translation>
  </message>
  <message>
   <source>key (word number)</source>
   <translation>키 (단어 번호)</translation>
  </message>
  <message>
   <source>key j</source>
   <translation>키 j</translation>
  </message>
  <message>
   <source>key position m (log scale)</source>
   <translation>키 위치 m(로그 눈금)</translation>
  </message>
  <message>
   <source>key position n</source>
   <translation>키 위치 n</translation>
  </message>
  <message>
   <source>key token</source>
   <translation>키 토큰</translation>
  </message>
  <message>
   <source>key, turned by n·θ&lt;sub&gt;{i}&lt;/sub&gt;, n = {n:g}</source>
   <translation>키, n·θ&lt;sub&gt;{i}&lt;/sub&gt;만큼 회전, n = {n:g}</translation>
  </message>
  <message>
   <source>keys L (log scale)</source>
   <translation>키 개수 L(로그 눈금)</translation>
  </message>
  <message>
   <source>kind</source>
   <translation>종류</translation>
  </message>
  <message>
   <source>largest difference from alone</source>
   <translation>단독 실행과의 가장 큰 차이</translation>
  </message>
  <message>
   <source>largest |difference|</source>
   <translation>가장 큰 |차이|</translation>
  </message>
  <message>
   <source>largest |difference| (log scale)</source>
   <translation>최대 |차이|(로그 눈금)</translation>
  </message>
  <message>
   <source>layer</source>
   <translation>층</translation>
  </message>
  <message>
   <source>layer {l}: distance per head</source>
   <translation>층 {l}: 헤드마다의 거리</translation>
  </message>
  <message>
   <source>learned (stand-in)</source>
   <translation>학습된 표 (예시용 무작위 표)</translation>
  </message>
  <message>
   <source>learned positions</source>
   <translation>학습된 위치</translation>
  </message>
  <message>
   <source>learned table</source>
   <translation>학습된 표</translation>
  </message>
  <message>
   <source>learned: its PC 1 and 2</source>
   <translation>학습된 표: 자신의 PC 1과 2</translation>
  </message>
  <message>
   <source>linear</source>
   <translation>선형</translation>
  </message>
  <message>
   <source>linear (PI)</source>
   <translation>선형(PI)</translation>
  </message>
  <message>
   <source>ln L: uniform attention, the largest entropy L keys can have</source>
   <translation>ln L: 균일한 어텐션, 키 L개가 가질 수 있는 가장 큰 엔트로피</translation>
  </message>
  <message>
   <source>log</source>
   <translation>로그</translation>
  </message>
  <message>
   <source>log p(next token)</source>
   <translation>log p(다음 토큰)</translation>
  </message>
  <message>
   <source>logit − logit at r = 0</source>
   <translation>로짓 − r = 0의 로짓</translation>
  </message>
  <message>
   <source>logits q·k/√d</source>
   <translation>로짓 q·k/√d</translation>
  </message>
  <message>
   <source>manual</source>
   <translation>직접 입력</translation>
  </message>
  <message>
   <source>maps: attention weight, dark 0 to bright {top:.2f}</source>
   <translation>지도: 어텐션 가중치, 어두움 0부터 밝음 {top:.2f}까지</translation>
  </message>
  <message>
   <source>max_len</source>
   <translation>max_len</translation>
  </message>
  <message>
   <source>max_len on a logarithmic scale from {a} to {b}; type larger values (up to {m}) in the box.</source>
   <translation>max_len 로그 눈금 {a}에서 {b}까지. 더 큰 값(최대 {m})은 상자에 입력하세요.</translation>
  </message>
  <message>
   <source>max_len: the number of positions (rows) in the table.</source>
   <translation>max_len: 표의 위치(행) 수.</translation>
  </message>
  <message>
   <source>mean</source>
   <translation>평균</translation>
  </message>
  <message>
   <source>mean cos(rθ&lt;sub&gt;i&lt;/sub&gt;): q = k = all ones, not the bound</source>
   <translation>평균 cos(rθ&lt;sub&gt;i&lt;/sub&gt;): 모든 성분이 1인 q = k의 경우, 상한이 아님</translation>
  </message>
  <message>
   <source>mean distance (tokens)</source>
   <translation>평균 거리(토큰)</translation>
  </message>
  <message>
   <source>mean |q·k|/(d/2), random Gaussian q, k: no decay</source>
   <translation>평균 |q·k|/(d/2), 무작위 가우시안 q, k: 감쇠 없음</translation>
  </message>
  <message>
   <source>min/max</source>
   <translation>최소/최대</translation>
  </message>
  <message>
   <source>model</source>
   <translation>모델</translation>
  </message>
  <message>
   <source>move the selected word (Word order)</source>
   <translation>고른 단어 옮기기 (단어 순서)</translation>
  </message>
  <message>
   <source>mrope_section [{t}, {h}, {w}] of head width {width} ({where}), {layout}.</source>
   <translation>헤드 너비 {width}의 mrope_section [{t}, {h}, {w}]({where}), {layout}.</translation>
  </message>
  <message>
   <source>mscale:</source>
   <translation>mscale:</translation>
  </message>
  <message>
   <source>mscale², as DeepSeek's attention code multiplies it</source>
   <translation>DeepSeek의 어텐션 코드가 곱하는 mscale²</translation>
  </message>
  <message>
   <source>must be a step number, not {value}</source>
   <translation>단계 번호여야 합니다. {value}는 안 됩니다</translation>
  </message>
  <message>
   <source>must be one of {choices}, not {value}</source>
   <translation>{choices} 중 하나여야 합니다. {value}는 안 됩니다</translation>
  </message>
  <message>
   <source>must be the path of a lesson file or null, not {value}</source>
   <translation>수업 파일의 경로이거나 null이어야 합니다. {value}는 안 됩니다</translation>
  </message>
  <message>
   <source>must be the path of a model or null, not {value}</source>
   <translation>모델의 경로이거나 null이어야 합니다. {value}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>next-token log-probability, per experiment</source>
   <translation>실험마다 다음 토큰 로그 확률</translation>
  </message>
  <message>
   <source>no PE</source>
   <translation>PE 없음</translation>
  </message>
  <message>
   <source>no encoding</source>
   <translation>인코딩 없음</translation>
  </message>
  <message>
   <source>no layer turns positions</source>
   <translation>위치로 도는 층 없음</translation>
  </message>
  <message>
   <source>no pair turns fully within it</source>
   <translation>그 안에서 한 바퀴를 다 도는 쌍은 없습니다</translation>
  </message>
  <message>
   <source>no positions</source>
   <translation>위치 없음</translation>
  </message>
  <message>
   <source>no rescaling</source>
   <translation>재조정 없음</translation>
  </message>
  <message>
   <source>no rotation: the position reaches these layers only through the causal mask</source>
   <translation>회전 없음: 위치는 인과 마스크를 통해서만 이 층들에 닿습니다</translation>
  </message>
  <message>
   <source>no rotation: the position reaches these layers only through the causal mask and the query temperature</source>
   <translation>회전 없음: 위치는 인과 마스크와 쿼리 온도를 통해서만 이 층들에 닿습니다</translation>
  </message>
  <message>
   <source>no rows for positions ≥ {L}:
undefined</source>
   <translation>위치 ≥ {L}에는 행이 없음:
정의되지 않음</translation>
  </message>
  <message>
   <source>no rows past {last}: undefined</source>
   <translation>{last} 다음에는 행이 없음: 정의되지 않음</translation>
  </message>
  <message>
   <source>no scaling</source>
   <translation>스케일링 없음</translation>
  </message>
  <message>
   <source>no scaling: base&lt;sup&gt;−2i/d&lt;/sup&gt;</source>
   <translation>스케일링 없음: base&lt;sup&gt;−2i/d&lt;/sup&gt;</translation>
  </message>
  <message>
   <source>none</source>
   <translation>없음</translation>
  </message>
  <message>
   <source>none (an encoder)</source>
   <translation>없음 (인코더)</translation>
  </message>
  <message>
   <source>none (default)</source>
   <translation>없음(기본값)</translation>
  </message>
  <message>
   <source>norm</source>
   <translation>노름</translation>
  </message>
  <message>
   <source>norm of the pair's rows</source>
   <translation>쌍의 행 노름</translation>
  </message>
  <message>
   <source>normalised index</source>
   <translation>정규화 인덱스</translation>
  </message>
  <message>
   <source>not a list of view names</source>
   <translation>뷰 이름 목록이 아닙니다</translation>
  </message>
  <message>
   <source>not a mapping</source>
   <translation>이름-값 묶음이 아닙니다</translation>
  </message>
  <message>
   <source>not a regular file</source>
   <translation>일반 파일이 아닙니다</translation>
  </message>
  <message>
   <source>not base64 text</source>
   <translation>base64 텍스트가 아닙니다</translation>
  </message>
  <message>
   <source>not set</source>
   <translation>설정 안 함</translation>
  </message>
  <message>
   <source>one turn</source>
   <translation>한 바퀴</translation>
  </message>
  <message>
   <source>one view or all of the chapter's</source>
   <translation>보기 하나 또는 이 장의 모든 보기</translation>
  </message>
  <message>
   <source>open at a chosen word</source>
   <translation>고른 낱말에서 열림</translation>
  </message>
  <message>
   <source>open at words ending a sentence</source>
   <translation>문장을 끝내는 낱말에서 열림</translation>
  </message>
  <message>
   <source>opened model</source>
   <translation>열린 모델</translation>
  </message>
  <message>
   <source>opened: its PC 1 and 2</source>
   <translation>열린 모델: 자기 PC 1과 2</translation>
  </message>
  <message>
   <source>orange</source>
   <translation>주황</translation>
  </message>
  <message>
   <source>orange: Llama 3's band, wavelengths {a:,.0f} to {b:,.0f} (shorter kept, longer divided by the factor, smoothed between)</source>
   <translation>주황색: Llama 3의 띠, 파장 {a:,.0f}부터 {b:,.0f}까지(더 짧으면 그대로, 더 길면 계수로 나누고, 그 사이는 부드럽게 이음)</translation>
  </message>
  <message>
   <source>order reaches them only through the recurrence and its decay, ALiBi's slopes scaled down with depth: a key 1/slope back weighs 1/e, {a:,.0f} to {b:,.0f} positions by head in layer {l}, {c:,.0f} to {d:,.0f} in layer {m}</source>
   <translation>순서는 재귀와 그 감쇠를 통해서만 이 층들에 닿습니다. 감쇠는 ALiBi의 기울기를 깊이에 따라 줄인 것: 1/기울기만큼 앞의 키는 1/e의 무게를 받으며, 층 {l}에서는 헤드에 따라 {a:,.0f}~{b:,.0f} 위치, 층 {m}에서는 {c:,.0f}~{d:,.0f} 위치</translation>
  </message>
  <message>
   <source>order reaches these layers only through the recurrence and its gates, learned per token</source>
   <translation>순서는 재귀와, 토큰마다 학습된 게이트를 통해서만 이 층들에 닿습니다</translation>
  </message>
  <message>
   <source>original context (before extension)</source>
   <translation>원래 문맥(확장 전)</translation>
  </message>
  <message>
   <source>original context: {n:,} positions, no scaling</source>
   <translation>원래 문맥: 위치 {n:,}개, 스케일링 없음</translation>
  </message>
  <message>
   <source>original {n:,}</source>
   <translation>원래 {n:,}</translation>
  </message>
  <message>
   <source>original → target</source>
   <translation>원래 → 목표</translation>
  </message>
  <message>
   <source>original_max_position_embeddings: the context before extension, which the rule's arithmetic starts from (a model may be trained further at the longer context, as Llama 3.1 was)</source>
   <translation>original_max_position_embeddings: 규칙의 계산이 출발하는 확장 전 문맥(Llama 3.1처럼 모델은 더 긴 문맥에서 추가로 학습될 수 있습니다)</translation>
  </message>
  <message>
   <source>p = {p}, q = {q} (p − q = {diff}): {value:+.6g}</source>
   <translation>p = {p}, q = {q} (p − q = {diff}): {value:+.6g}</translation>
  </message>
  <message>
   <source>p ≈ {p}, q ≈ {q}: mean over the block {value:+.6g}</source>
   <translation>p ≈ {p}, q ≈ {q}: 블록 평균 {value:+.6g}</translation>
  </message>
  <message>
   <source>p&amp;osition</source>
   <translation>위치(&amp;O)</translation>
  </message>
  <message>
   <source>p&lt;sub&gt;ij&lt;/sub&gt; = Σ&lt;sub&gt;t=j..i&lt;/sub&gt; g&lt;sub&gt;it&lt;/sub&gt;, i the last word</source>
   <translation>p&lt;sub&gt;ij&lt;/sub&gt; = Σ&lt;sub&gt;t=j..i&lt;/sub&gt; g&lt;sub&gt;it&lt;/sub&gt;, i는 마지막 낱말</translation>
  </message>
  <message>
   <source>pair (fastest first)</source>
   <translation>쌍(빠른 것부터)</translation>
  </message>
  <message>
   <source>pair i</source>
   <translation>쌍 i</translation>
  </message>
  <message>
   <source>pair i = {i}: ω = {w:.6g}, wavelength {l:.6g} positions, {t:.4g} turns within max_len</source>
   <translation>쌍 i = {i}: ω = {w:.6g}, 파장 {l:.6g} 위치, max_len 안에서 {t:.4g}바퀴</translation>
  </message>
  <message>
   <source>pair j</source>
   <translation>쌍 j</translation>
  </message>
  <message>
   <source>pair {i}</source>
   <translation>쌍 {i}</translation>
  </message>
  <message>
   <source>pair {j}</source>
   <translation>쌍 {j}</translation>
  </message>
  <message>
   <source>pair's place among the rotated dimensions (2k / rotated dims)</source>
   <translation>회전하는 차원 가운데 쌍의 자리(2k / 회전 차원)</translation>
  </message>
  <message>
   <source>pairs interleaved (2j, 2j + 1)</source>
   <translation>쌍이 교차 배치(2j, 2j + 1)</translation>
  </message>
  <message>
   <source>pairs split in halves (j, j + d/2)</source>
   <translation>쌍이 절반으로 나뉨(j, j + d/2)</translation>
  </message>
  <message>
   <source>panel {k} of {n}</source>
   <translation>패널 {n}개 중 {k}번째</translation>
  </message>
  <message>
   <source>panels are chosen for the paper preset, not {preset}</source>
   <translation>패널은 논문 프리셋에서 고릅니다. {preset}에서는 고르지 않습니다</translation>
  </message>
  <message>
   <source>partial_rotary_factor: the share of the head's dimensions that are rotated</source>
   <translation>partial_rotary_factor: 헤드 차원 중 회전하는 비율</translation>
  </message>
  <message>
   <source>past the trained length</source>
   <translation>학습 길이 너머</translation>
  </message>
  <message>
   <source>period</source>
   <translation>주기</translation>
  </message>
  <message>
   <source>pos / (n − 1)</source>
   <translation>pos / (n − 1)</translation>
  </message>
  <message>
   <source>pos = {pos:.2f},  ω = {omega:.4g}&lt;br&gt;θ = pos·ω = {angle:.4f} rad&lt;br&gt;&amp;nbsp;&amp;nbsp;≡ {deg:.1f}° (mod 360°)&lt;br&gt;λ = 2π/ω = {wl:.4g} positions</source>
   <translation>pos = {pos:.2f},  ω = {omega:.4g}&lt;br&gt;θ = pos·ω = {angle:.4f} rad&lt;br&gt;&amp;nbsp;&amp;nbsp;≡ {deg:.1f}° (mod 360°)&lt;br&gt;λ = 2π/ω = {wl:.4g} 위치</translation>
  </message>
  <message>
   <source>pos = {pos:g}, k = {k}: largest |M_k · PE(pos) − PE(pos + k)| over all {d} dimensions = {err:.1e}.</source>
   <translation>pos = {pos:g}, k = {k}: 모든 {d}개 차원에서 가장 큰 |M_k · PE(pos) − PE(pos + k)| = {err:.1e}.</translation>
  </message>
  <message>
   <source>pos {pos}, dim {dim} = {kind}(pos·ω_{i}): {value:+.6f}   ω_{i} = {omega:.6g}, wavelength {wl:.6g} positions</source>
   <translation>위치 {pos}, 차원 {dim} = {kind}(pos·ω_{i}): {value:+.6f}   ω_{i} = {omega:.6g}, 파장 {wl:.6g} 위치</translation>
  </message>
  <message>
   <source>pos {p}</source>
   <translation>위치 {p}</translation>
  </message>
  <message>
   <source>pos {value}</source>
   <translation>위치 {value}</translation>
  </message>
  <message>
   <source>posenc-gui hit an error</source>
   <translation>posenc-gui에 오류가 생겼습니다</translation>
  </message>
  <message>
   <source>posenc-gui is free software under the MIT licence. It is built on Qt {qt} and PySide6 {pyside} (LGPL-3.0), pyqtgraph {pg} (MIT), NumPy {np} (BSD-3-Clause) and Pillow {pil} (MIT-CMU).</source>
   <translation>posenc-gui는 MIT 라이선스의 자유 소프트웨어입니다. Qt {qt}와 PySide6 {pyside}(LGPL-3.0), pyqtgraph {pg}(MIT), NumPy {np}(BSD-3-Clause), Pillow {pil}(MIT-CMU)를 바탕으로 만들어졌습니다.</translation>
  </message>
  <message>
   <source>posenc-gui sessions (*.json)</source>
   <translation>posenc-gui 세션 (*.json)</translation>
  </message>
  <message>
   <source>posenc-gui sessions (*.json);;All files (*)</source>
   <translation>posenc-gui 세션 (*.json);;모든 파일 (*)</translation>
  </message>
  <message>
   <source>posenc-gui will speak {name} from its next start. Your parameters and views are kept.</source>
   <translation>posenc-gui는 다음 시작부터 {name}(으)로 표시됩니다. 매개변수와 뷰는 그대로 유지됩니다.</translation>
  </message>
  <message>
   <source>posenc-gui {version}
Explore Transformer positional encodings: the sinusoidal table, its waves and its rotating phase vectors.

Settings: {settings}
Log files: {logs}</source>
   <translation>posenc-gui {version}
트랜스포머 위치 인코딩 탐구: 사인파 표, 그 파동과 회전하는 위상 벡터.

설정: {settings}
로그 파일: {logs}</translation>
  </message>
  <message>
   <source>posenc-gui: positional encodings</source>
   <translation>posenc-gui: 위치 인코딩</translation>
  </message>
  <message>
   <source>posenc-gui: presenter view</source>
   <translation>posenc-gui: 발표자 화면</translation>
  </message>
  <message>
   <source>position</source>
   <translation>위치</translation>
  </message>
  <message>
   <source>position (pos)</source>
   <translation>위치 (pos)</translation>
  </message>
  <message>
   <source>position (word number − 1)</source>
   <translation>위치 (단어 번호 − 1)</translation>
  </message>
  <message>
   <source>position id</source>
   <translation>위치 id</translation>
  </message>
  <message>
   <source>position ids:</source>
   <translation>위치 id:</translation>
  </message>
  <message>
   <source>position in the cache</source>
   <translation>캐시 안의 위치</translation>
  </message>
  <message>
   <source>position in the stream</source>
   <translation>스트림 안의 위치</translation>
  </message>
  <message>
   <source>position interpolation</source>
   <translation>위치 보간</translation>
  </message>
  <message>
   <source>position m (log scale)</source>
   <translation>위치 m(로그 눈금)</translation>
  </message>
  <message>
   <source>position p</source>
   <translation>위치 p</translation>
  </message>
  <message>
   <source>position q</source>
   <translation>위치 q</translation>
  </message>
  <message>
   <source>position unchanged</source>
   <translation>위치 그대로</translation>
  </message>
  <message>
   <source>positions from the last word</source>
   <translation>마지막 낱말에서 본 위치</translation>
  </message>
  <message>
   <source>positions reset at each document</source>
   <translation>문서마다 위치를 다시 셈</translation>
  </message>
  <message>
   <source>positions running on</source>
   <translation>위치를 이어서 셈</translation>
  </message>
  <message>
   <source>purple</source>
   <translation>보라</translation>
  </message>
  <message>
   <source>q · k of the chosen patch with each patch</source>
   <translation>고른 패치와 각 패치의 q · k</translation>
  </message>
  <message>
   <source>query</source>
   <translation>쿼리</translation>
  </message>
  <message>
   <source>query head {h}</source>
   <translation>쿼리 헤드 {h}</translation>
  </message>
  <message>
   <source>query i</source>
   <translation>쿼리 i</translation>
  </message>
  <message>
   <source>query i = {i:,}</source>
   <translation>쿼리 i = {i:,}</translation>
  </message>
  <message>
   <source>query position i (log scale)</source>
   <translation>쿼리 위치 i (로그 눈금)</translation>
  </message>
  <message>
   <source>query position m</source>
   <translation>쿼리 위치 m</translation>
  </message>
  <message>
   <source>query position t</source>
   <translation>쿼리 위치 t</translation>
  </message>
  <message>
   <source>query scale (every layer)</source>
   <translation>쿼리 배율(모든 층)</translation>
  </message>
  <message>
   <source>query t</source>
   <translation>쿼리 t</translation>
  </message>
  <message>
   <source>query temperature (layers without RoPE)</source>
   <translation>쿼리 온도(RoPE 없는 층)</translation>
  </message>
  <message>
   <source>query token</source>
   <translation>쿼리 토큰</translation>
  </message>
  <message>
   <source>query ×</source>
   <translation>쿼리 ×</translation>
  </message>
  <message>
   <source>query × (temperature)</source>
   <translation>쿼리 × (온도)</translation>
  </message>
  <message>
   <source>query, turned by m·θ&lt;sub&gt;{i}&lt;/sub&gt;, m = {m:g}</source>
   <translation>쿼리, m·θ&lt;sub&gt;{i}&lt;/sub&gt;만큼 회전, m = {m:g}</translation>
  </message>
  <message>
   <source>q·k, q = k = all ones</source>
   <translation>q·k, 모든 성분이 1인 q = k</translation>
  </message>
  <message>
   <source>r up &amp;to:</source>
   <translation>r 최대(&amp;T):</translation>
  </message>
  <message>
   <source>r up to:</source>
   <translation>r 최대:</translation>
  </message>
  <message>
   <source>random (mean)</source>
   <translation>무작위(평균)</translation>
  </message>
  <message>
   <source>read from the config by the model's code: the value {model} 7B's config gives</source>
   <translation>모델 코드가 설정에서 읽음: {model} 7B의 설정이 주는 값</translation>
  </message>
  <message>
   <source>red</source>
   <translation>빨강</translation>
  </message>
  <message>
   <source>relative distance r = m − n</source>
   <translation>상대 거리 r = m − n</translation>
  </message>
  <message>
   <source>relative position j − i (key − query)</source>
   <translation>상대 위치 j − i(키 − 쿼리)</translation>
  </message>
  <message>
   <source>relative to r = 0</source>
   <translation>r = 0 기준 비율</translation>
  </message>
  <message>
   <source>relative upper bound (1/(d/2)) Σ|S&lt;sub&gt;j&lt;/sub&gt;(r)| (RoFormer 3.4.3, Fig. 2)</source>
   <translation>상대 상한 (1/(d/2)) Σ|S&lt;sub&gt;j&lt;/sub&gt;(r)| (RoFormer 3.4.3, 그림 2)</translation>
  </message>
  <message>
   <source>relative upper bound with {m}, {f}× the trained length</source>
   <translation>{m}, 학습 길이의 {f}배에서의 상대 상한</translation>
  </message>
  <message>
   <source>reordered + PE</source>
   <translation>바꾼 순서 + PE</translation>
  </message>
  <message>
   <source>reordered word</source>
   <translation>바꾼 순서의 단어</translation>
  </message>
  <message>
   <source>reordered, no PE</source>
   <translation>바꾼 순서, PE 없음</translation>
  </message>
  <message>
   <source>reset at each document</source>
   <translation>문서마다 다시 셈</translation>
  </message>
  <message>
   <source>rope_scaling's attention_factor: cos and sin are multiplied by it (YaRN, LongRoPE)</source>
   <translation>rope_scaling의 attention_factor: cos과 sin에 곱해집니다(YaRN, LongRoPE)</translation>
  </message>
  <message>
   <source>rope_scaling's factor: the target context over the original one</source>
   <translation>rope_scaling의 factor: 목표 문맥 / 원래 문맥</translation>
  </message>
  <message>
   <source>rope_scaling's rope_type, as the transformers library computes it</source>
   <translation>rope_scaling의 rope_type, transformers 라이브러리가 계산하는 대로</translation>
  </message>
  <message>
   <source>row</source>
   <translation>행</translation>
  </message>
  <message>
   <source>row (dimension)</source>
   <translation>행 (차원)</translation>
  </message>
  <message>
   <source>rows differ</source>
   <translation>행이 다름</translation>
  </message>
  <message>
   <source>rule</source>
   <translation>규칙</translation>
  </message>
  <message>
   <source>running on</source>
   <translation>이어서 셈</translation>
  </message>
  <message>
   <source>scaling rule removed</source>
   <translation>스케일링 규칙 제거</translation>
  </message>
  <message>
   <source>scaling {rule}</source>
   <translation>스케일링 {rule}</translation>
  </message>
  <message>
   <source>scaling: Llama 3 × s</source>
   <translation>스케일링: Llama 3 × s</translation>
  </message>
  <message>
   <source>scaling: LongRoPE × s</source>
   <translation>스케일링: LongRoPE × s</translation>
  </message>
  <message>
   <source>scaling: YaRN × s</source>
   <translation>스케일링: YaRN × s</translation>
  </message>
  <message>
   <source>scaling: dynamic NTK × s</source>
   <translation>스케일링: dynamic NTK × s</translation>
  </message>
  <message>
   <source>scaling: linear (PI) × s</source>
   <translation>스케일링: linear (PI) × s</translation>
  </message>
  <message>
   <source>score rope(q, m + distance)·rope(k, m)</source>
   <translation>점수 rope(q, m + 거리)·rope(k, m)</translation>
  </message>
  <message>
   <source>score: RoPE and xPos</source>
   <translation>점수: RoPE와 xPos</translation>
  </message>
  <message>
   <source>second of the pair</source>
   <translation>쌍의 둘째</translation>
  </message>
  <message>
   <source>seeded (illustrative)</source>
   <translation>시드(예시용)</translation>
  </message>
  <message>
   <source>seeded q and k</source>
   <translation>시드로 만든 q와 k</translation>
  </message>
  <message>
   <source>seeded q·k</source>
   <translation>시드 q·k</translation>
  </message>
  <message>
   <source>sentence + PE</source>
   <translation>문장 + PE</translation>
  </message>
  <message>
   <source>sentence, no PE</source>
   <translation>문장, PE 없음</translation>
  </message>
  <message>
   <source>share on earlier documents</source>
   <translation>앞 문서들에 가는 비율</translation>
  </message>
  <message>
   <source>share the sink takes</source>
   <translation>싱크가 가져가는 몫</translation>
  </message>
  <message>
   <source>shifted by k</source>
   <translation>k만큼 옮김</translation>
  </message>
  <message>
   <source>shifted by k = {k:,}</source>
   <translation>k = {k:,}만큼 옮김</translation>
  </message>
  <message>
   <source>show All views</source>
   <translation>모든 뷰 보기</translation>
  </message>
  <message>
   <source>show the first {n} chapters, in the bar's order (every chapter: its tab, the Chapter menu or Ctrl+PgDown)</source>
   <translation>처음 {n}개 장을 탭 순서대로 보기(모든 장은 탭, 장 메뉴 또는 Ctrl+PgDown으로)</translation>
  </message>
  <message>
   <source>shuffled output vs the same token's in the sentence</source>
   <translation>섞은 문장의 출력 대 원래 문장의 같은 토큰 출력</translation>
  </message>
  <message>
   <source>shuffled token</source>
   <translation>섞은 토큰</translation>
  </message>
  <message>
   <source>similarity</source>
   <translation>유사도</translation>
  </message>
  <message>
   <source>similarity to the chosen patch</source>
   <translation>고른 패치와의 유사도</translation>
  </message>
  <message>
   <source>similarity to the reference</source>
   <translation>기준과의 유사도</translation>
  </message>
  <message>
   <source>sin</source>
   <translation>sin</translation>
  </message>
  <message>
   <source>sin(pos·ω&lt;sub&gt;i&lt;/sub&gt;)</source>
   <translation>sin(pos·ω&lt;sub&gt;i&lt;/sub&gt;)</translation>
  </message>
  <message>
   <source>sin(π(pos + ½) / 2&lt;sup&gt;b&lt;/sup&gt;)</source>
   <translation>sin(π(pos + ½) / 2&lt;sup&gt;b&lt;/sup&gt;)</translation>
  </message>
  <message>
   <source>sin, cos, sin, cos, …: even dims sin, odd dims cos (the paper, PyTorch)</source>
   <translation>sin, cos, sin, cos, …: 짝수 차원은 sin, 홀수 차원은 cos (논문, PyTorch)</translation>
  </message>
  <message>
   <source>sink's share of attention</source>
   <translation>어텐션 중 싱크의 몫</translation>
  </message>
  <message>
   <source>sinusoidal</source>
   <translation>사인파</translation>
  </message>
  <message>
   <source>sinusoidal PE (sin dims)</source>
   <translation>사인파 PE (sin 차원)</translation>
  </message>
  <message>
   <source>sinusoidal PE added</source>
   <translation>사인파 PE 더함</translation>
  </message>
  <message>
   <source>sinusoidal: its PC 1 and 2</source>
   <translation>사인파: 자신의 PC 1과 2</translation>
  </message>
  <message>
   <source>sliding</source>
   <translation>슬라이딩</translation>
  </message>
  <message>
   <source>sliding {n:,}</source>
   <translation>슬라이딩 {n:,}</translation>
  </message>
  <message>
   <source>sliding ±{n:,}</source>
   <translation>슬라이딩 ±{n:,}</translation>
  </message>
  <message>
   <source>slope (log scale)</source>
   <translation>기울기(로그 눈금)</translation>
  </message>
  <message>
   <source>slope of each head</source>
   <translation>헤드별 기울기</translation>
  </message>
  <message>
   <source>smooth</source>
   <translation>부드럽게</translation>
  </message>
  <message>
   <source>softmax entropy (nats)</source>
   <translation>소프트맥스 엔트로피(nat)</translation>
  </message>
  <message>
   <source>softmax(q·kᵀ/√d + bias)</source>
   <translation>softmax(q·kᵀ/√d + 편향)</translation>
  </message>
  <message>
   <source>sparse</source>
   <translation>희소</translation>
  </message>
  <message>
   <source>sparse top {k:,} keys by content</source>
   <translation>희소: 내용으로 고른 상위 {k:,}개 키</translation>
  </message>
  <message>
   <source>spatial_merge_size: patches merged into one token along each side (2 in every Qwen-VL)</source>
   <translation>spatial_merge_size: 각 변을 따라 토큰 하나로 합쳐지는 패치 수(모든 Qwen-VL에서 2)</translation>
  </message>
  <message>
   <source>split-half</source>
   <translation>split-half (절반 분할)</translation>
  </message>
  <message>
   <source>stretched by s</source>
   <translation>s배로 늘림</translation>
  </message>
  <message>
   <source>stretched by s = {s:g}</source>
   <translation>s = {s:g}배로 늘림</translation>
  </message>
  <message>
   <source>sum: the score A&lt;sub&gt;i,j&lt;/sub&gt;</source>
   <translation>합: 점수 A&lt;sub&gt;i,j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>symmetric (encoder)</source>
   <translation>대칭(인코더)</translation>
  </message>
  <message>
   <source>symmetric: −slope·|i − j| on both sides</source>
   <translation>대칭: 양쪽 모두 −기울기·|i − j|</translation>
  </message>
  <message>
   <source>table {name} {shape}</source>
   <translation>표 {name} {shape}</translation>
  </message>
  <message>
   <source>target context</source>
   <translation>목표 문맥</translation>
  </message>
  <message>
   <source>target {n:,}</source>
   <translation>목표 {n:,}</translation>
  </message>
  <message>
   <source>target: {n:,} positions, under the rule</source>
   <translation>목표: 위치 {n:,}개, 규칙 적용</translation>
  </message>
  <message>
   <source>text</source>
   <translation>텍스트</translation>
  </message>
  <message>
   <source>text size</source>
   <translation>글자 크기</translation>
  </message>
  <message>
   <source>the MLP's bias against the distance</source>
   <translation>거리에 따른 MLP의 편향</translation>
  </message>
  <message>
   <source>the answer, {answer}</source>
   <translation>답, {answer}</translation>
  </message>
  <message>
   <source>the axis each frequency turns with</source>
   <translation>각 주파수가 따라 도는 축</translation>
  </message>
  <message>
   <source>the causal mask only</source>
   <translation>인과 마스크만</translation>
  </message>
  <message>
   <source>the current position</source>
   <translation>현재 위치</translation>
  </message>
  <message>
   <source>the curve {part} of {view} ({count} to come in this step)</source>
   <translation>{view}의 곡선 {part} (이 단계에서 {count}개 남음)</translation>
  </message>
  <message>
   <source>the default of Qwen3-VL's code, used when the config gives none</source>
   <translation>Qwen3-VL 코드의 기본값, 설정이 주지 않을 때 쓰임</translation>
  </message>
  <message>
   <source>the end of the lesson</source>
   <translation>수업의 끝</translation>
  </message>
  <message>
   <source>the first {n} tokens</source>
   <translation>처음 토큰 {n}개</translation>
  </message>
  <message>
   <source>the first {rows} of its {total} positions</source>
   <translation>위치 {total}개 중 처음 {rows}개</translation>
  </message>
  <message>
   <source>the font size must lie between {low} and {high} points, not {size}</source>
   <translation>글자 크기는 {low}에서 {high}포인트 사이여야 합니다. {size}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the largest |error| over the pairs</source>
   <translation>모든 쌍 중 가장 큰 |오차|</translation>
  </message>
  <message>
   <source>the last {keys:,} keys</source>
   <translation>마지막 {keys:,}개 키</translation>
  </message>
  <message>
   <source>the layer's other heads</source>
   <translation>그 층의 다른 헤드</translation>
  </message>
  <message>
   <source>the next or previous view, or lesson step</source>
   <translation>다음 또는 이전 보기, 또는 수업 단계</translation>
  </message>
  <message>
   <source>the number of frames must lie between 2 and {most}, not {frames}</source>
   <translation>프레임 수는 2에서 {most} 사이여야 합니다. {frames}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the opened model's table, beside all-MiniLM-L6-v2</source>
   <translation>열린 모델의 표, all-MiniLM-L6-v2와 나란히</translation>
  </message>
  <message>
   <source>the other heads</source>
   <translation>다른 헤드</translation>
  </message>
  <message>
   <source>the panel {part} of {view} ({count} to come in this step)</source>
   <translation>{view}의 패널 {part} (이 단계에서 {count}개 남음)</translation>
  </message>
  <message>
   <source>the position</source>
   <translation>위치</translation>
  </message>
  <message>
   <source>the positions must differ and be finite, not {start} to {stop}</source>
   <translation>위치는 서로 다르고 유한해야 합니다. {start}에서 {stop}까지는 안 됩니다</translation>
  </message>
  <message>
   <source>the recent ones</source>
   <translation>최근 토큰</translation>
  </message>
  <message>
   <source>the same rows, reordered</source>
   <translation>같은 행, 순서만 바뀜</translation>
  </message>
  <message>
   <source>the scale must lie between 0.1 and {most}, not {scale}</source>
   <translation>배율은 0.1에서 {most} 사이여야 합니다. {scale}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the views' options on the stage</source>
   <translation>무대에서 뷰의 옵션</translation>
  </message>
  <message>
   <source>the whole context, {keys:,} keys</source>
   <translation>문맥 전체, {keys:,}개 키</translation>
  </message>
  <message>
   <source>the width must lie between 1 and {most} pixels, not {width}</source>
   <translation>너비는 1에서 {most}픽셀 사이여야 합니다. {width}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the width must lie between {low} and {high} inches, not {width}</source>
   <translation>폭은 {low}에서 {high}인치 사이여야 합니다. {width}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the width must lie between {low} and {most} pixels, not {width}</source>
   <translation>너비는 {low}에서 {most}픽셀 사이여야 합니다. {width}은(는) 안 됩니다</translation>
  </message>
  <message>
   <source>the {keys:,} keys its indexer scores highest, anywhere in the context: chosen by content, not by a window</source>
   <translation>인덱서가 가장 높게 매긴 {keys:,}개 키(문맥 어디에 있든: 창이 아니라 내용으로 고름)</translation>
  </message>
  <message>
   <source>the {preset} preset is for figures (PNG, SVG, PDF), not {suffix}</source>
   <translation>{preset} 프리셋은 그림(PNG, SVG, PDF)용입니다. {suffix}에는 쓸 수 없습니다</translation>
  </message>
  <message>
   <source>times longer (log scale)</source>
   <translation>몇 배 길어지나(로그 눈금)</translation>
  </message>
  <message>
   <source>to</source>
   <translation>까지</translation>
  </message>
  <message>
   <source>token</source>
   <translation>토큰</translation>
  </message>
  <message>
   <source>token distance from the last word</source>
   <translation>마지막 낱말로부터의 토큰 거리</translation>
  </message>
  <message>
   <source>token embedding</source>
   <translation>토큰 임베딩</translation>
  </message>
  <message>
   <source>tokens:</source>
   <translation>토큰:</translation>
  </message>
  <message>
   <source>truncate</source>
   <translation>경계 맞춤</translation>
  </message>
  <message>
   <source>turns over the context (log scale)</source>
   <translation>문맥 안에서의 회전 수(로그 눈금)</translation>
  </message>
  <message>
   <source>turns reached</source>
   <translation>도달한 바퀴 수</translation>
  </message>
  <message>
   <source>under {rule}</source>
   <translation>{rule} 적용</translation>
  </message>
  <message>
   <source>uniform within ±{s:g}, standard deviation {sd:.3g}</source>
   <translation>±{s:g} 안에서 균등, 표준편차 {sd:.3g}</translation>
  </message>
  <message>
   <source>uniform within ±{s:g}, then × √d_model = {f:.3g}</source>
   <translation>±{s:g} 안에서 균등, 그다음 × √d_model = {f:.3g}</translation>
  </message>
  <message>
   <source>unknown preset {name}: the presets are {known}</source>
   <translation>알 수 없는 프리셋 {name}: 프리셋은 {known}입니다</translation>
  </message>
  <message>
   <source>value</source>
   <translation>값</translation>
  </message>
  <message>
   <source>value (log scale)</source>
   <translation>값(로그 눈금)</translation>
  </message>
  <message>
   <source>value (see the key)</source>
   <translation>값 (범례 참고)</translation>
  </message>
  <message>
   <source>value of one dimension</source>
   <translation>한 차원의 값</translation>
  </message>
  <message>
   <source>value ÷ value at r = 0</source>
   <translation>값 ÷ r = 0에서의 값</translation>
  </message>
  <message>
   <source>video</source>
   <translation>비디오</translation>
  </message>
  <message>
   <source>wavelength (tokens, log)</source>
   <translation>파장(토큰, 로그)</translation>
  </message>
  <message>
   <source>wavelength 2π/θ (positions, log scale)</source>
   <translation>파장 2π/θ(위치, 로그 눈금)</translation>
  </message>
  <message>
   <source>wavelength 2π/ω&lt;sub&gt;i&lt;/sub&gt; (positions)</source>
   <translation>파장 2π/ω&lt;sub&gt;i&lt;/sub&gt; (위치)</translation>
  </message>
  <message>
   <source>wavelength per pair</source>
   <translation>쌍별 파장</translation>
  </message>
  <message>
   <source>weight on the first token = 1/(t + 1)</source>
   <translation>첫 토큰의 가중치 = 1/(t + 1)</translation>
  </message>
  <message>
   <source>what a query reaches</source>
   <translation>쿼리가 닿는 범위</translation>
  </message>
  <message>
   <source>what position t can read</source>
   <translation>위치 t가 읽을 수 있는 것</translation>
  </message>
  <message>
   <source>width</source>
   <translation>폭</translation>
  </message>
  <message>
   <source>window: {n:,} keys</source>
   <translation>창: 키 {n:,}개</translation>
  </message>
  <message>
   <source>windows</source>
   <translation>창</translation>
  </message>
  <message>
   <source>with PE</source>
   <translation>PE 있음</translation>
  </message>
  <message>
   <source>with positions</source>
   <translation>위치 있음</translation>
  </message>
  <message>
   <source>without positions</source>
   <translation>위치 없음</translation>
  </message>
  <message>
   <source>word (position)</source>
   <translation>단어 (위치)</translation>
  </message>
  <message>
   <source>word {i} of the sentence</source>
   <translation>문장의 {i}번 단어</translation>
  </message>
  <message>
   <source>words shuffled</source>
   <translation>단어 섞기</translation>
  </message>
  <message>
   <source>words shuffled (seed {seed})</source>
   <translation>단어 섞기(시드 {seed})</translation>
  </message>
  <message>
   <source>worst</source>
   <translation>최대</translation>
  </message>
  <message>
   <source>wrapped into [−π, π)</source>
   <translation>[−π, π)로 감음</translation>
  </message>
  <message>
   <source>x</source>
   <translation>x</translation>
  </message>
  <message>
   <source>x and y</source>
   <translation>x와 y</translation>
  </message>
  <message>
   <source>x of one distance against i</source>
   <translation>i에 따른 한 거리의 x</translation>
  </message>
  <message>
   <source>x of query i, key j</source>
   <translation>쿼리 i, 키 j의 x</translation>
  </message>
  <message>
   <source>x: column</source>
   <translation>x: 열</translation>
  </message>
  <message>
   <source>x&lt;sub&gt;ij&lt;/sub&gt; = ψ(i − j) / (ψ(max(i, L)) + ε), ψ(r) = log(c·r + 1); c = {c:g}, L = {L:g}, ε = 10&lt;sup&gt;−6&lt;/sup&gt;. Keys after the query (j &amp;gt; i) are masked (blank).</source>
   <translation>x&lt;sub&gt;ij&lt;/sub&gt; = ψ(i − j) / (ψ(max(i, L)) + ε), ψ(r) = log(c·r + 1); c = {c:g}, L = {L:g}, ε = 10&lt;sup&gt;−6&lt;/sup&gt;. 쿼리 뒤의 키(j &amp;gt; i)는 마스크됩니다(빈칸).</translation>
  </message>
  <message>
   <source>xPos</source>
   <translation>xPos</translation>
  </message>
  <message>
   <source>xPos: RoPE's terms times ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r/512&lt;/sup&gt;, a damping that grows with r/512, so the curves part as r nears scale_base = 512: up to r = {r:,.0f} they are at most {apart:.3g} apart, against RoPE's change of up to {change:.3g}.</source>
   <translation>xPos: RoPE의 각 항에 ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r/512&lt;/sup&gt;를 곱합니다. 감쇠는 r/512와 함께 커지므로 r이 scale_base = 512에 가까워질수록 두 곡선이 벌어집니다. r = {r:,.0f}까지 두 곡선의 차이는 최대 {apart:.3g}이고, RoPE의 변화는 최대 {change:.3g}입니다.</translation>
  </message>
  <message>
   <source>xPos: Σ&lt;sub&gt;j&lt;/sub&gt; 2 ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r/scale_base&lt;/sup&gt; cos(rθ&lt;sub&gt;j&lt;/sub&gt;)</source>
   <translation>xPos: Σ&lt;sub&gt;j&lt;/sub&gt; 2 ζ&lt;sub&gt;j&lt;/sub&gt;&lt;sup&gt;r/scale_base&lt;/sup&gt; cos(rθ&lt;sub&gt;j&lt;/sub&gt;)</translation>
  </message>
  <message>
   <source>y: row</source>
   <translation>y: 행</translation>
  </message>
  <message>
   <source>{choice} (no model is open)</source>
   <translation>{choice} (열린 모델 없음)</translation>
  </message>
  <message>
   <source>{experiment}: not run: {why}</source>
   <translation>{experiment}: 실행하지 않음: {why}</translation>
  </message>
  <message>
   <source>{fmt} first at m = {m:,}</source>
   <translation>{fmt}은(는) m = {m:,}에서 처음</translation>
  </message>
  <message>
   <source>{fmt} from {p:,} (held as {h:,})</source>
   <translation>{fmt}은(는) {p:,}부터({h:,}로 저장)</translation>
  </message>
  <message>
   <source>{i}: a query reaches {reach}; {waves}.</source>
   <translation>{i}: 쿼리는 {reach}에 닿습니다. {waves}.</translation>
  </message>
  <message>
   <source>{i}: a query's recurrent state holds every earlier token (no softmax); {waves}.</source>
   <translation>{i}: 쿼리의 재귀 상태가 앞선 모든 토큰을 담습니다(소프트맥스 없음). {waves}.</translation>
  </message>
  <message>
   <source>{i}: {kind} ({count} layers)</source>
   <translation>{i}: {kind} ({count}개 층)</translation>
  </message>
  <message>
   <source>{k} pairs turn less than once within the original context and go further at the target: angles a model trained only at the original context never saw</source>
   <translation>쌍 {k}개가 원래 문맥 안에서 한 바퀴도 돌지 않고 목표에서는 더 나아갑니다: 원래 문맥에서만 학습한 모델이라면 본 적 없는 각도입니다</translation>
  </message>
  <message>
   <source>{model} (its preset):</source>
   <translation>{model}(프리셋):</translation>
  </message>
  <message>
   <source>{model}: shuffled vs sentence</source>
   <translation>{model}: 섞은 문장 대 원래 문장</translation>
  </message>
  <message>
   <source>{model}: {H} heads, causal, trained on {t:,} positions (its preset).</source>
   <translation>{model}: 헤드 {H}개, 인과, 위치 {t:,}개로 학습(프리셋).</translation>
  </message>
  <message>
   <source>{model}: {n} tokens, largest id {top}, rope_delta = {delta}.</source>
   <translation>{model}: 토큰 {n}개, 가장 큰 id {top}, rope_delta = {delta}.</translation>
  </message>
  <message>
   <source>{name} ({family})</source>
   <translation>{name}({family})</translation>
  </message>
  <message>
   <source>{name} has schema {schema}; this version reads schemas 1 to {newest} (a newer posenc-gui wrote it?); nothing was changed.</source>
   <translation>{name}의 스키마는 {schema}입니다. 이 버전은 스키마 1부터 {newest}까지 읽습니다(더 새 posenc-gui가 쓴 파일일까요?). 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{name} is not a posenc-gui session file (it has no "app": "{app}"); nothing was changed.</source>
   <translation>{name}은(는) posenc-gui 세션 파일이 아닙니다("app": "{app}"이 없습니다). 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{name} is not a readable session file (JSON error at line {line}, column {column}: {why}); nothing was changed.</source>
   <translation>{name}은(는) 읽을 수 있는 세션 파일이 아닙니다({line}행 {column}열의 JSON 오류: {why}). 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{name} is not a readable session file ({why}); nothing was changed.</source>
   <translation>{name}은(는) 읽을 수 있는 세션 파일이 아닙니다({why}). 아무것도 바꾸지 않았습니다.</translation>
  </message>
  <message>
   <source>{name} is over {size} kB: not {what}</source>
   <translation>{name}은(는) {size} kB가 넘습니다: {what}이(가) 아닙니다</translation>
  </message>
  <message>
   <source>{name} line {line}</source>
   <translation>{name} {line}행</translation>
  </message>
  <message>
   <source>{name} line {line}: a step's predict: question needs its answers: line, and the other way round</source>
   <translation>{name} {line}행: 단계의 predict: 질문에는 answers: 줄이 있어야 하고, 그 반대도 마찬가지입니다</translation>
  </message>
  <message>
   <source>{name} line {line}: mark: at most {most} marks a view in one step</source>
   <translation>{name} {line}행: mark: 한 단계에서 뷰 하나에 표시는 {most}개까지입니다</translation>
  </message>
  <message>
   <source>{name} line {line}: mark: {view} is not among the step's views ({views})</source>
   <translation>{name} {line}행: mark: {view}은(는) 이 단계의 뷰가 아닙니다({views})</translation>
  </message>
  <message>
   <source>{name} line {line}: not UTF-8 text, so not {what}</source>
   <translation>{name} {line}행: UTF-8 텍스트가 아니므로 {what}이(가) 아닙니다</translation>
  </message>
  <message>
   <source>{name} line {line}: reveal: {view} has a show: line in this step; it takes one or the other</source>
   <translation>{name} {line}행: reveal: {view}에는 이 단계에 show: 줄이 이미 있습니다. 둘 중 하나만 쓸 수 있습니다</translation>
  </message>
  <message>
   <source>{name} line {line}: reveal: {view} is not among the step's views ({views})</source>
   <translation>{name} {line}행: reveal: {view}은(는) 이 단계의 뷰가 아닙니다({views})</translation>
  </message>
  <message>
   <source>{name} line {line}: show: {view} is not among the step's views ({views})</source>
   <translation>{name} {line}행: show: {view}은(는) 이 단계의 뷰가 아닙니다({views})</translation>
  </message>
  <message>
   <source>{name} line {line}: the headline has {count} characters; a slide's headline has at most {most} (the text is for the notes)</source>
   <translation>{name} {line}번째 줄: 헤드라인이 {count}자입니다. 슬라이드의 헤드라인은 {most}자까지입니다(설명은 text에 쓰면 발표자 노트가 됩니다)</translation>
  </message>
  <message>
   <source>{name} line {line}: the step has no title</source>
   <translation>{name} {line}행: 단계에 제목(title)이 없습니다</translation>
  </message>
  <message>
   <source>{name} must be a finite number; {typed} is not.</source>
   <translation>{name}은(는) 유한한 수여야 합니다. {typed}는 아닙니다.</translation>
  </message>
  <message>
   <source>{name} must be a whole number; {typed} is not.</source>
   <translation>{name}은(는) 정수여야 합니다. {typed}는 아닙니다.</translation>
  </message>
  <message>
   <source>{name} must lie between {low} and {high}; {typed} is out of range.</source>
   <translation>{name}은(는) {low}과 {high} 사이여야 합니다. {typed}는 범위를 벗어납니다.</translation>
  </message>
  <message>
   <source>{name} runs in bfloat16 (its config's torch_dtype): in transformers today it scores as hf-bf16 does; code that casts the positions to bfloat16 scores as bf16-legacy.</source>
   <translation>{name}은(는) bfloat16으로 돌아갑니다(config의 torch_dtype): 오늘의 transformers에서는 hf-bf16처럼 점수를 내고, 위치를 bfloat16으로 바꾸는 코드는 bf16-legacy처럼 냅니다.</translation>
  </message>
  <message>
   <source>{name} runs in bfloat16 (its config's torch_dtype): transformers and vLLM today compute its angles as fp32 does; code that casts the positions and frequencies to bfloat16 computes them as bf16-legacy.</source>
   <translation>{name}은(는) bfloat16으로 돌아갑니다(config의 torch_dtype): 오늘의 transformers와 vLLM은 각도를 fp32처럼 계산하고, 위치와 주파수를 bfloat16으로 바꾸는 코드는 bf16-legacy처럼 계산합니다.</translation>
  </message>
  <message>
   <source>{name} runs in float16 (its config's torch_dtype): transformers and vLLM today compute its angles as fp32 does; code that casts the positions to float16 computes them as fp16.</source>
   <translation>{name}은(는) float16으로 돌아갑니다(config의 torch_dtype): 오늘의 transformers와 vLLM은 각도를 fp32처럼 계산하고, 위치를 float16으로 바꾸는 코드는 fp16처럼 계산합니다.</translation>
  </message>
  <message>
   <source>{name} runs in float16 (its config's torch_dtype): transformers today takes its angles in float32, as fp32 does, then casts cos and sin to float16 (not drawn here); code that casts the positions to float16 scores as fp16.</source>
   <translation>{name}은(는) float16으로 돌아갑니다(config의 torch_dtype): 오늘의 transformers는 fp32처럼 각도를 float32로 구한 뒤 cos와 sin을 float16으로 바꾸고(여기에는 그리지 않음), 위치를 float16으로 바꾸는 코드는 fp16처럼 점수를 냅니다.</translation>
  </message>
  <message>
   <source>{name} runs in float32 (its config's torch_dtype): it scores as fp32 does, or as tf32 where float32 products may run as TF32.</source>
   <translation>{name}은(는) float32로 돌아갑니다(config의 torch_dtype): fp32처럼 점수를 내고, float32 곱이 TF32로 돌 수 있는 곳에서는 tf32처럼 냅니다.</translation>
  </message>
  <message>
   <source>{name} runs in float32 (its config's torch_dtype): its angles are fp32's, or tf32's where float32 products may run as TF32.</source>
   <translation>{name}은(는) float32로 돌아갑니다(config의 torch_dtype): 각도는 fp32의 것이고, float32 곱이 TF32로 돌 수 있는 곳에서는 tf32의 것입니다.</translation>
  </message>
  <message>
   <source>{name} takes at most {n} decimals; {typed} has more.</source>
   <translation>{name}은(는) 소수점 아래 {n}자리까지입니다. {typed}는 더 깁니다.</translation>
  </message>
  <message>
   <source>{name}'s scaling rule is not applied here: these are plain RoPE's angles at its base.</source>
   <translation>여기서는 {name}의 스케일링 규칙을 적용하지 않습니다. 그 base에서의 기본 RoPE 각도입니다.</translation>
  </message>
  <message>
   <source>{name}: a list of {n} characters is too long.</source>
   <translation>{name}: {n}자짜리 목록은 너무 깁니다.</translation>
  </message>
  <message>
   <source>{name}: a pair that makes a full turn within the original context meets every angle there; one that does not meets only part of the circle.</source>
   <translation>{name}: 원래 문맥 안에서 한 바퀴를 다 도는 쌍은 모든 각도를 지나고, 그렇지 못한 쌍은 원의 일부만 지납니다.</translation>
  </message>
  <message>
   <source>{name}: attention factor {f:.4g}. cos and sin are both multiplied by it, so each logit q·k is multiplied by its square.</source>
   <translation>{name}: 어텐션 계수 {f:.4g}. cos과 sin에 모두 곱해지므로 각 로짓 q·k에는 그 제곱이 곱해집니다.</translation>
  </message>
  <message>
   <source>{name}: head dim {d}, {r} rotated dims, base {b:g}. {k} of {n} pairs keep their wavelength; the slowest is {x:.3g}× longer.</source>
   <translation>{name}: 헤드 차원 {d}, 회전 차원 {r}개, base {b:g}. 쌍 {n}개 중 {k}개는 파장을 유지하고, 가장 느린 쌍은 {x:.3g}배 길어집니다.</translation>
  </message>
  <message>
   <source>{name}: head dim {head}, base {base}</source>
   <translation>{name}: 헤드 차원 {head}, base {base}</translation>
  </message>
  <message>
   <source>{name}: its sources do not state the context before extension; target {t:,}.</source>
   <translation>{name}: 출처가 확장 전 문맥을 밝히지 않습니다. 목표 {t:,}.</translation>
  </message>
  <message>
   <source>{name}: no [step] in the file</source>
   <translation>{name}: 파일에 [step]이 없습니다</translation>
  </message>
  <message>
   <source>{name}: seeded q and k of {d} dimensions, base {base:,g}, the query {dist:,} after its key; the exact score is {s:.4g} at every m.</source>
   <translation>{name}: 시드로 만든 {d}차원 q와 k, base {base:,g}, 쿼리는 키보다 {dist:,} 뒤. 정확한 점수는 모든 m에서 {s:.4g}입니다.</translation>
  </message>
  <message>
   <source>{name}: write {typed} without separators (a comma can mean thousands or decimals); use a point for decimals.</source>
   <translation>{name}: {typed}를 구분 기호 없이 쓰세요(쉼표는 천 단위나 소수점으로 읽힐 수 있습니다). 소수점은 점으로 쓰세요.</translation>
  </message>
  <message>
   <source>{name}: {d} rotated dimensions, base {base:,g}; {which}, {error}. Errors of 0 are not drawn on the log axis.</source>
   <translation>{name}: 회전하는 차원 {d}개, base {base:,g}. {which}, {error}. 0인 오차는 로그 축에 그리지 않습니다.</translation>
  </message>
  <message>
   <source>{name}: {n} layers, context {context:,}</source>
   <translation>{name}: {n}개 층, 문맥 {context:,}</translation>
  </message>
  <message>
   <source>{name}: {typed} is not a number this box can take.</source>
   <translation>{name}: {typed}는 이 상자가 받을 수 있는 수가 아닙니다.</translation>
  </message>
  <message>
   <source>{name}: {typed} is not {kind} between {low} and {high}.</source>
   <translation>{name}: {typed}는 {low}과 {high} 사이의 {kind}가 아닙니다.</translation>
  </message>
  <message>
   <source>{name}: {where}: {why}; nothing was changed.</source>
   <translation>{name}: {where}: {why}. 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{name}: {why}; nothing was changed.</source>
   <translation>{name}: {why}; 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{n} [UNK]: the vocabulary has no piece for it, so the model reads one token that means nothing (all-MiniLM-L6-v2's vocabulary is English: a Korean sentence mostly becomes [UNK])</source>
   <translation>[UNK] {n}개: 어휘에 맞는 조각이 없어 모델은 아무 뜻 없는 토큰 하나를 읽습니다(all-MiniLM-L6-v2의 어휘는 영어라 한국어 문장은 대부분 [UNK]가 됩니다)</translation>
  </message>
  <message>
   <source>{n} frequency pairs; wavelengths from {lo:.4g} to {hi:.4g} positions.
Table: {L} × {d} float32 = {size}.</source>
   <translation>주파수 쌍 {n}개; 파장은 {lo:.4g} 위치에서 {hi:.4g} 위치까지.
표: {L} × {d} float32 = {size}.</translation>
  </message>
  <message>
   <source>{n} pieces (##…) continue a word the vocabulary does not hold whole</source>
   <translation>조각 {n}개(##…)는 어휘에 통째로 없는 단어를 이어 붙인 것입니다</translation>
  </message>
  <message>
   <source>{n} tokens in {count} documents, {positions}, {mask}, {encoding}: a toy causal layer of 64 dimensions with seeded weights; red lines: where each document starts.</source>
   <translation>문서 {count}개에 토큰 {n}개, {positions}, {mask}, {encoding}: 시드로 정한 가중치의 64차원 장난감 인과 층. 빨간 선: 각 문서가 시작하는 곳.</translation>
  </message>
  <message>
   <source>{n} words</source>
   <translation>{n}단어</translation>
  </message>
  <message>
   <source>{p:,} is held as {h:,} in {fmt}</source>
   <translation>{fmt}에서 {p:,}은(는) {h:,}로 저장됩니다</translation>
  </message>
  <message>
   <source>{path} could not be opened ({why}); the app started without it.</source>
   <translation>{path}을(를) 열 수 없었습니다({why}). 앱은 그 파일 없이 시작했습니다.</translation>
  </message>
  <message>
   <source>{preset}: bias {b0:.3g} at distance 0 for every query; queries up to L share one curve, a query past L spreads it over more distances.&lt;br&gt;Not trained weights: a ReLU MLP built to follow the curve at c = 0.1, L = 512.</source>
   <translation>{preset}: 모든 쿼리에서 거리 0의 편향은 {b0:.3g}입니다. L까지의 쿼리는 곡선 하나를 함께 쓰고, L을 지난 쿼리는 그 곡선을 더 긴 거리에 펼칩니다.&lt;br&gt;학습된 가중치가 아닙니다: c = 0.1, L = 512에서 곡선을 따르도록 만든 ReLU MLP입니다.</translation>
  </message>
  <message>
   <source>{problem}; nothing was changed.</source>
   <translation>{problem}. 아무것도 바뀌지 않았습니다.</translation>
  </message>
  <message>
   <source>{reach}, ALiBi</source>
   <translation>{reach}, ALiBi</translation>
  </message>
  <message>
   <source>{reach}, base {base:,.10g}</source>
   <translation>{reach}, 베이스 {base:,.10g}</translation>
  </message>
  <message>
   <source>{reach}, no RoPE</source>
   <translation>{reach}, RoPE 없음</translation>
  </message>
  <message>
   <source>{reach}, no positions</source>
   <translation>{reach}, 위치 없음</translation>
  </message>
  <message>
   <source>{rows} positions</source>
   <translation>위치 {rows}개</translation>
  </message>
  <message>
   <source>{r} of {d} dims</source>
   <translation>{d}차원 중 {r}</translation>
  </message>
  <message>
   <source>{scheme} of query i, key j</source>
   <translation>쿼리 i, 키 j의 {scheme}</translation>
  </message>
  <message>
   <source>{scheme}: θ = {theta:g}, {pairing}. Query at row {r}, column {c}; {vectors}.</source>
   <translation>{scheme}: θ = {theta:g}, {pairing}. 쿼리는 {r}행 {c}열, {vectors}.</translation>
  </message>
  <message>
   <source>{side:,} keys on each side</source>
   <translation>양쪽으로 {side:,}개 키</translation>
  </message>
  <message>
   <source>{step}: the setting {name} = {value} cannot be written into a notebook</source>
   <translation>{step}: 설정 {name} = {value}은(는) 노트북에 쓸 수 없습니다</translation>
  </message>
  <message>
   <source>{t} of {p} pairs turn fully within it, the longest wavelength {w:,.0f}</source>
   <translation>{p}개 쌍 중 {t}개가 그 안에서 한 바퀴를 다 돌고, 가장 긴 파장은 {w:,.0f}</translation>
  </message>
  <message>
   <source>{view} does not move with the position; {suffix} is for: {views}</source>
   <translation>{view}은(는) 위치에 따라 움직이지 않습니다. {suffix}는 다음 뷰용입니다: {views}</translation>
  </message>
  <message>
   <source>{view} has no panel {name}; its panels are {panels}</source>
   <translation>{view}에는 {name} 패널이 없습니다. 패널: {panels}</translation>
  </message>
  <message>
   <source>{view} has no panels to choose: it is drawn whole</source>
   <translation>{view}에는 고를 패널이 없습니다. 뷰 전체를 그립니다</translation>
  </message>
  <message>
   <source>{what} with p = {ref}:</source>
   <translation>p = {ref}에서의 {what}:</translation>
  </message>
  <message>
   <source>{where}: answers: an answer has {count} characters; it takes 1 to {most}</source>
   <translation>{where}: answers: 답 하나가 {count}자입니다. 1자에서 {most}자까지 쓸 수 있습니다</translation>
  </message>
  <message>
   <source>{where}: answers: write two to four answers separated by |, the right one marked with *</source>
   <translation>{where}: answers: 답을 |로 나누어 두 개에서 네 개까지 쓰고, 맞는 답 앞에 *를 붙이세요</translation>
  </message>
  <message>
   <source>{where}: before the first [step] only {fields} may stand, not {text}</source>
   <translation>{where}: 첫 [step] 앞에는 {fields}만 올 수 있습니다. {text}는 안 됩니다</translation>
  </message>
  <message>
   <source>{where}: chapter: no chapter {chapter} (chapters: {chapters})</source>
   <translation>{where}: chapter: {chapter}라는 장이 없습니다 (장: {chapters})</translation>
  </message>
  <message>
   <source>{where}: expected one of {fields} or [step], not {text}</source>
   <translation>{where}: {fields} 또는 [step] 중 하나가 와야 합니다. {text}는 안 됩니다</translation>
  </message>
  <message>
   <source>{where}: mark: expected &lt;view&gt;.&lt;axis&gt; = &lt;number&gt; "&lt;label&gt;", not {text}</source>
   <translation>{where}: mark: &lt;뷰&gt;.&lt;축&gt; = &lt;수&gt; "&lt;이름표&gt;" 꼴이어야 합니다. {text}은(는) 아닙니다</translation>
  </message>
  <message>
   <source>{where}: mark: no view {view} that takes marks (views: {views})</source>
   <translation>{where}: mark: 표시를 받는 뷰 {view}은(는) 없습니다(뷰: {views})</translation>
  </message>
  <message>
   <source>{where}: mark: the label has {count} characters; it takes 1 to {most}</source>
   <translation>{where}: mark: 이름표가 {count}자입니다. 1자에서 {most}자까지 쓸 수 있습니다</translation>
  </message>
  <message>
   <source>{where}: mark: {number} is not a number (write it as 2072 or 50.27, without separators)</source>
   <translation>{where}: mark: {number}은(는) 수가 아닙니다(2072나 50.27처럼 구분 기호 없이 적어 주세요)</translation>
  </message>
  <message>
   <source>{where}: mark: {view} has no axis {name} (axes: {names})</source>
   <translation>{where}: mark: {view}에는 축 {name}이(가) 없습니다(축: {names})</translation>
  </message>
  <message>
   <source>{where}: mark: {view}.{name} is drawn on a logarithmic axis: the number must be above 0, not {number}</source>
   <translation>{where}: mark: {view}.{name}은(는) 로그 축에 그려지므로 수는 0보다 커야 합니다. {number}은(는) 아닙니다</translation>
  </message>
  <message>
   <source>{where}: predict: the question has {count} characters; it takes 1 to {most}</source>
   <translation>{where}: predict: 질문이 {count}자입니다. 1자에서 {most}자까지 쓸 수 있습니다</translation>
  </message>
  <message>
   <source>{where}: reveal: a curve or panel is named twice</source>
   <translation>{where}: reveal: 같은 곡선이나 패널을 두 번 적었습니다</translation>
  </message>
  <message>
   <source>{where}: reveal: a step builds one view, in one reveal: line</source>
   <translation>{where}: reveal: 한 단계는 reveal: 줄 하나로 뷰 하나만 차례로 보여 줍니다</translation>
  </message>
  <message>
   <source>{where}: reveal: name at least two curves or panels, in the order they appear</source>
   <translation>{where}: reveal: 나타날 순서대로 곡선이나 패널을 둘 이상 적어 주세요</translation>
  </message>
  <message>
   <source>{where}: reveal: name curves of {view} or its panels, not both</source>
   <translation>{where}: reveal: {view}의 곡선과 패널 중 한쪽만 적어 주세요. 둘 다 적을 수는 없습니다</translation>
  </message>
  <message>
   <source>{where}: reveal: no view {view} with curves or panels to reveal (views: {views})</source>
   <translation>{where}: reveal: 차례로 보여 줄 곡선이나 패널이 있는 뷰 {view}은(는) 없습니다(뷰: {views})</translation>
  </message>
  <message>
   <source>{where}: reveal: {view} has no {name} among its curves ({curves}) or its panels ({panels})</source>
   <translation>{where}: reveal: {view}의 곡선({curves})과 패널({panels}) 중에 {name}이(가) 없습니다</translation>
  </message>
  <message>
   <source>{where}: set: {why}</source>
   <translation>{where}: set: {why}</translation>
  </message>
  <message>
   <source>{where}: show: {view} has a show: line already in this step</source>
   <translation>{where}: show: 이 단계에는 {view}의 show: 줄이 이미 있습니다</translation>
  </message>
  <message>
   <source>{where}: views: no view {view} (views: {views})</source>
   <translation>{where}: views: 뷰 {view}은(는) 없습니다(뷰: {views})</translation>
  </message>
  <message>
   <source>{where}: {field}: a curve is named twice</source>
   <translation>{where}: {field}: 같은 곡선을 두 번 적었습니다</translation>
  </message>
  <message>
   <source>{where}: {field}: at most {count} characters</source>
   <translation>{where}: {field}: 최대 {count}자까지입니다</translation>
  </message>
  <message>
   <source>{where}: {field}: expected &lt;view&gt; = &lt;curve&gt;, &lt;curve&gt;, not {text}</source>
   <translation>{where}: {field}: &lt;뷰&gt; = &lt;곡선&gt;, &lt;곡선&gt; 꼴이어야 합니다. {text}은(는) 아닙니다</translation>
  </message>
  <message>
   <source>{where}: {field}: name at least one curve of {view} ({names})</source>
   <translation>{where}: {field}: {view}의 곡선을 하나 이상 적어 주세요({names})</translation>
  </message>
  <message>
   <source>{where}: {field}: no view {view} that shows chosen curves (views: {views})</source>
   <translation>{where}: {field}: 고른 곡선만 그리는 뷰 {view}은(는) 없습니다(뷰: {views})</translation>
  </message>
  <message>
   <source>{where}: {field}: {view} has no curve {name} (curves: {names})</source>
   <translation>{where}: {field}: {view}에는 곡선 {name}이(가) 없습니다(곡선: {names})</translation>
  </message>
  <message>
   <source>|angle error| (rad, log scale)</source>
   <translation>|각도 오차|(rad, 로그 눈금)</translation>
  </message>
  <message>
   <source>°</source>
   <translation>°</translation>
  </message>
  <message>
   <source>±0.0346: standard deviation 0.02, as BERT and GPT-2 initialise embeddings</source>
   <translation>±0.0346: 표준편차 0.02, BERT와 GPT-2가 임베딩을 초기화하는 크기</translation>
  </message>
  <message>
   <source>±1: PE's own range</source>
   <translation>±1: PE 자신의 범위</translation>
  </message>
  <message>
   <source>×</source>
   <translation>×</translation>
  </message>
  <message>
   <source>× 1</source>
   <translation>× 1</translation>
  </message>
  <message>
   <source>× attention factor² = {f2:.4g}</source>
   <translation>× 어텐션 계수² = {f2:.4g}</translation>
  </message>
  <message>
   <source>× attention factor² × softmax scale factor = {total:.4g}</source>
   <translation>× 어텐션 계수² × 소프트맥스 배율 계수 = {total:.4g}</translation>
  </message>
  <message>
   <source>× √d_model</source>
   <translation>× √d_model</translation>
  </message>
  <message>
   <source>×: a linear kind's decay lengths 1/slope, by head, in its first and its last layer.</source>
   <translation>×: 선형 종류의 감쇠 길이 1/기울기, 헤드별, 그 첫 층과 마지막 층에서.</translation>
  </message>
  <message>
   <source>÷ largest change</source>
   <translation>÷ 가장 큰 변화</translation>
  </message>
  <message>
   <source>β fast:</source>
   <translation>β_fast:</translation>
  </message>
  <message>
   <source>β slow:</source>
   <translation>β_slow:</translation>
  </message>
  <message>
   <source>ζ&lt;sub&gt;j&lt;/sub&gt; = (2j/d + γ)/(1 + γ)</source>
   <translation>ζ&lt;sub&gt;j&lt;/sub&gt; = (2j/d + γ)/(1 + γ)</translation>
  </message>
  <message>
   <source>ζ&lt;sub&gt;j&lt;/sub&gt; and θ&lt;sub&gt;j&lt;/sub&gt; per pair</source>
   <translation>쌍별 ζ&lt;sub&gt;j&lt;/sub&gt;와 θ&lt;sub&gt;j&lt;/sub&gt;</translation>
  </message>
  <message>
   <source>ζ_j = (2j/d + γ)/(1 + γ): torchscale's XPOS uses γ = 0.4; a larger γ brings every ζ_j nearer 1 (less decay)</source>
   <translation>ζ_j = (2j/d + γ)/(1 + γ): torchscale의 XPOS는 γ = 0.4를 씁니다. γ가 클수록 모든 ζ_j가 1에 가까워집니다(감쇠가 줄어듦)</translation>
  </message>
  <message>
   <source>θ_i = base^(−2i/d)</source>
   <translation>θ_i = base^(−2i/d)</translation>
  </message>
  <message>
   <source>λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;: {lo:.4g} … {hi:.4g} positions&lt;br&gt;within max_len, of {total} pairs: {n} turn once or more (blue),&lt;br&gt;{part} part of a turn (green), {rest} less than 1/20 of a turn (grey)</source>
   <translation>λ&lt;sub&gt;i&lt;/sub&gt; = 2π/ω&lt;sub&gt;i&lt;/sub&gt;: {lo:.4g} … {hi:.4g} 위치&lt;br&gt;max_len 안에서 {total}개 쌍 중 {n}개는 한 바퀴 이상 (파랑),&lt;br&gt;{part}개는 한 바퀴 미만 (초록), {rest}개는 1/20바퀴 미만 (회색) 돕니다</translation>
  </message>
  <message>
   <source>ψ(r) = log(c·r + 1): a larger c spreads the near distances further apart (learned; 0.1 at initialisation)</source>
   <translation>ψ(r) = log(c·r + 1): c가 클수록 가까운 거리들이 더 벌어집니다(학습됨, 초기값 0.1)</translation>
  </message>
  <message>
   <source>“{name}” ({where})</source>
   <translation>“{name}” ({where})</translation>
  </message>
  <message>
   <source>“{name}” by {author} ({where})</source>
   <translation>“{name}”, {author} ({where})</translation>
  </message>
  <message>
   <source>… ({n} tokens in all)</source>
   <translation>… (모두 {n}개 토큰)</translation>
  </message>
  <message>
   <source>→</source>
   <translation>→</translation>
  </message>
  <message>
   <source>╍╍ original context (before extension), ┈┈ target context, in each model's colour; a pair above a line makes less than one turn within that context. Curves: the full-attention layers' pairs (the sliding ones' where only those turn), under the model's rule.</source>
   <translation>╍╍ 원래 문맥(확장 전), ┈┈ 목표 문맥, 각 모델의 색으로. 선보다 위의 쌍은 그 문맥 안에서 한 바퀴도 돌지 못합니다. 곡선: 전체 어텐션 층의 쌍(슬라이딩 층만 돌면 그 층의 쌍), 모델의 규칙을 적용한 것.</translation>
  </message>
  <message>
   <source>◀ Previous</source>
   <translation>◀ 이전</translation>
  </message>
 </context>
 <context>
  <name>views</name>
  <message>
   <source>2-D RoPE in vision encoders</source>
   <translation>비전 인코더의 2차원 RoPE</translation>
  </message>
  <message>
   <source>2-D sin-cos table</source>
   <translation>2차원 sin-cos 표</translation>
  </message>
  <message>
   <source>A learned position table (all-MiniLM-L6-v2 as trained, or BERT/GPT-2 initialisations): its values, the cosine similarity of its positions beside sinusoidal PE's, and both projected on two principal axes.</source>
   <translation>학습된 위치 표(학습을 마친 all-MiniLM-L6-v2, 또는 BERT/GPT-2 초기값): 그 값, 사인파 PE와 나란히 놓은 위치 간 코사인 유사도, 두 주성분 축 위의 투영.</translation>
  </message>
  <message>
   <source>A toy self-attention head on a sentence and on its words reordered: without position information and without a causal mask the outputs are the same rows in another order; with PE added, or a causal mask, they differ.</source>
   <translation>예시용 셀프 어텐션 헤드를 문장과 순서를 바꾼 문장에 적용합니다. 위치 정보도 인과 마스크도 없으면 출력은 같은 행이 순서만 바뀐 것이고, PE를 더하거나 인과 마스크를 쓰면 달라집니다.</translation>
  </message>
  <message>
   <source>A trained model on the sentence and on its tokens shuffled, with positions and without: without positions an encoder's outputs are the same rows reordered (the largest difference printed); with positions they are not.</source>
   <translation>학습된 모델을 문장과 토큰을 섞은 문장에, 위치가 있을 때와 없을 때 돌립니다. 위치가 없으면 인코더의 출력은 같은 행을 순서만 바꾼 것이고(최대 차이를 표시), 위치가 있으면 그렇지 않습니다.</translation>
  </message>
  <message>
   <source>A trained model's attention on your sentence, one layer and head, as trained and under a position experiment, side by side; each head's mean attended distance in both.</source>
   <translation>여러분의 문장에 대한 학습된 모델의 어텐션을 한 층과 헤드에 대해, 학습된 그대로와 위치 실험에서 나란히 봅니다. 두 경우 모두 헤드마다 평균 주의 거리도 봅니다.</translation>
  </message>
  <message>
   <source>ALiBi</source>
   <translation>ALiBi</translation>
  </message>
  <message>
   <source>ALiBi's linear biases: each head's slope, one head's bias matrix and the attention it gives seeded queries and keys past a trained length.</source>
   <translation>ALiBi의 선형 편향: 헤드별 기울기, 한 헤드의 편향 행렬, 그리고 학습 길이 너머에서 시드를 정한 쿼리와 키에 주는 어텐션.</translation>
  </message>
  <message>
   <source>Attention of a trained model</source>
   <translation>학습된 모델의 어텐션</translation>
  </message>
  <message>
   <source>Attention sinks</source>
   <translation>어텐션 싱크</translation>
  </message>
  <message>
   <source>Attention temperature</source>
   <translation>어텐션 온도</translation>
  </message>
  <message>
   <source>Bag of words</source>
   <translation>단어 주머니</translation>
  </message>
  <message>
   <source>Bias by distance</source>
   <translation>거리별 편향</translation>
  </message>
  <message>
   <source>Binary counting</source>
   <translation>이진수 세기</translation>
  </message>
  <message>
   <source>CoPE</source>
   <translation>CoPE</translation>
  </message>
  <message>
   <source>CoPE: positions counted by gates, p_ij = Σ_{t=j..i} σ(q_i·k_t/√d). The gates of a typed sentence under a rule, and the positions the last word gives each word against its token distance.</source>
   <translation>CoPE: 게이트로 센 위치, p_ij = Σ_{t=j..i} σ(q_i·k_t/√d). 입력한 문장의 규칙에 따른 게이트와, 마지막 낱말이 각 낱말에 주는 위치를 토큰 거리에 대해 보여 줍니다.</translation>
  </message>
  <message>
   <source>Documents packed into one row: the attention that leaks to earlier documents and how far each document's outputs are from the same document alone, with positions reset or not and a document mask or not, under RoPE or absolute PE.</source>
   <translation>한 행에 묶은 문서들: 앞 문서들로 새는 어텐션과, 각 문서의 출력이 같은 문서를 따로 실행했을 때와 얼마나 다른지. 위치를 다시 세는지, 문서 마스크가 있는지에 따라, RoPE와 절대 PE에서.</translation>
  </message>
  <message>
   <source>Each pair's frequency and wavelength on a log scale against the sequence length: fast pairs turn many times within it, slow ones less than once. Hover a pair to show it in the phase vector.</source>
   <translation>각 쌍의 주파수와 파장을 시퀀스 길이와 함께 로그 눈금으로 봅니다. 빠른 쌍은 그 안에서 여러 바퀴 돌고, 느린 쌍은 한 바퀴도 돌지 못합니다. 쌍 위에 마우스를 올리면 위상 벡터에 그 쌍이 보입니다.</translation>
  </message>
  <message>
   <source>Each pair's wavelength without scaling and under a rope_scaling rule (a model preset, the opened model, or typed in), with the original (before extension) and target contexts.</source>
   <translation>스케일링 없이, 그리고 rope_scaling 규칙(모델 프리셋, 열린 모델, 직접 입력)에 따른 각 쌍의 파장과 원래 문맥(확장 전), 목표 문맥.</translation>
  </message>
  <message>
   <source>Embedding + PE</source>
   <translation>임베딩 + PE</translation>
  </message>
  <message>
   <source>Extrapolation</source>
   <translation>외삽</translation>
  </message>
  <message>
   <source>FIRE</source>
   <translation>FIRE</translation>
  </message>
  <message>
   <source>FIRE: a learned MLP of the normalised distance ψ(i − j)/ψ(max(i, L)), ψ(r) = log(c·r + 1). The map of x, x of one distance against the query's position, and an illustrative MLP's bias.</source>
   <translation>FIRE: 정규화 거리 ψ(i − j)/ψ(max(i, L)), ψ(r) = log(c·r + 1)의 학습된 MLP. x의 지도, 쿼리 위치에 따른 한 거리의 x, 예시 MLP의 편향.</translation>
  </message>
  <message>
   <source>For a vision encoder's 2-D RoPE: which head dimensions turn with x and which with y, the angles at a patch, and q · k of that patch with every other.</source>
   <translation>비전 인코더의 2차원 RoPE: 어느 헤드 차원이 x를, 어느 차원이 y를 따라 도는지, 한 패치의 각도, 그 패치와 다른 모든 패치의 q · k.</translation>
  </message>
  <message>
   <source>For each layer and head of a RoPE model, the norm of W_q's and W_k's rows of each rotated pair against the pair's wavelength, read from the weights alone, with the model's context marked.</source>
   <translation>RoPE 모델의 층과 헤드마다, 회전하는 각 쌍에 해당하는 W_q와 W_k 행의 노름을 그 쌍의 파장에 대해 그립니다. 가중치만 읽으며, 모델의 문맥을 표시합니다.</translation>
  </message>
  <message>
   <source>Formula</source>
   <translation>공식</translation>
  </message>
  <message>
   <source>How alike the encodings of two positions are: the matrix PE(p)·PE(q), which depends only on p − q, and one position's similarity to all others.</source>
   <translation>두 위치의 인코딩이 얼마나 닮았는지: p − q에만 달린 행렬 PE(p)·PE(q)와, 한 위치와 다른 모든 위치의 유사도.</translation>
  </message>
  <message>
   <source>How each scheme's attention logit depends on the distance: none, sinusoidal, RoPE, xPos, ALiBi, T5, Kerple, each minus its value at r = 0.</source>
   <translation>각 방식의 어텐션 로짓이 거리에 따라 어떻게 달라지는지: 없음, 사인파, RoPE, xPos, ALiBi, T5, Kerple, 각각 r = 0의 값을 뺀 것.</translation>
  </message>
  <message>
   <source>Layers of a model</source>
   <translation>모델의 층</translation>
  </message>
  <message>
   <source>Learned positions</source>
   <translation>학습된 위치</translation>
  </message>
  <message>
   <source>M-RoPE position ids</source>
   <translation>M-RoPE 위치 id</translation>
  </message>
  <message>
   <source>MAE's fixed 2-D table over the patch grid: one dimension's value at every patch, a patch's similarity to every other, and which half of the dimensions encodes columns and which rows.</source>
   <translation>패치 격자 위 MAE의 고정 2차원 표: 각 패치에서 한 차원의 값, 한 패치와 다른 모든 패치의 유사도, 차원의 어느 절반이 열을, 어느 절반이 행을 나타내는지.</translation>
  </message>
  <message>
   <source>Models compared</source>
   <translation>모델 비교</translation>
  </message>
  <message>
   <source>Naive position codes</source>
   <translation>단순한 위치 표현</translation>
  </message>
  <message>
   <source>No position encoding: with a causal mask, uniform attention alone lets position t read 1/(t + 1), a signal that fades with t.</source>
   <translation>위치 인코딩 없음: 인과 마스크가 있으면 균등한 어텐션만으로 위치 t가 1/(t + 1)을 읽습니다. t가 커질수록 약해지는 신호입니다.</translation>
  </message>
  <message>
   <source>NoPE</source>
   <translation>NoPE</translation>
  </message>
  <message>
   <source>PE heatmap</source>
   <translation>PE 히트맵</translation>
  </message>
  <message>
   <source>PE value against position for selected dimensions, with the current position.</source>
   <translation>고른 차원의 위치별 PE 값과 현재 위치.</translation>
  </message>
  <message>
   <source>PE(pos + k) is a rotation of PE(pos), pair by pair, by the same matrix M_k whatever pos is.</source>
   <translation>PE(pos + k)는 PE(pos)를 쌍마다 회전한 것이며, 그 행렬 M_k는 pos와 상관없이 같습니다.</translation>
  </message>
  <message>
   <source>Packed sequences</source>
   <translation>묶은 시퀀스</translation>
  </message>
  <message>
   <source>Past the length a model was trained on: sinusoidal PE goes on, defined and bounded (trained models still degrade there); a learned table has no rows there.</source>
   <translation>모델이 학습한 길이를 넘어서: 사인파 PE는 계속 정의되고 유계이지만(학습된 모델은 그래도 성능이 떨어집니다), 학습된 표에는 그 행이 없습니다.</translation>
  </message>
  <message>
   <source>Per token, the cosine between a trained model's final hidden states as trained and under a position experiment; for a causal LM the next-token log-probability along the sentence for each experiment.</source>
   <translation>토큰마다 학습된 그대로와 위치 실험에서의 마지막 은닉 상태 사이 코사인. 인과 언어 모델이면 실험마다 문장을 따라 다음 토큰 로그 확률도 봅니다.</translation>
  </message>
  <message>
   <source>Phase vector</source>
   <translation>위상 벡터</translation>
  </message>
  <message>
   <source>Position similarity</source>
   <translation>위치 유사도</translation>
  </message>
  <message>
   <source>Position vectors</source>
   <translation>위치 벡터</translation>
  </message>
  <message>
   <source>Qwen-VL's multimodal RoPE: text, images and videos as tokens with temporal, height and width position ids and rope_delta, and which frequencies follow each.</source>
   <translation>Qwen-VL의 멀티모달 RoPE: 텍스트, 이미지, 비디오를 시간·높이·너비 위치 id와 rope_delta를 가진 토큰으로, 그리고 어느 주파수가 각각을 따르는지.</translation>
  </message>
  <message>
   <source>Relative buckets</source>
   <translation>상대 버킷</translation>
  </message>
  <message>
   <source>Relative positions in low precision</source>
   <translation>낮은 정밀도에서의 상대 위치</translation>
  </message>
  <message>
   <source>Relative shift</source>
   <translation>상대 이동</translation>
  </message>
  <message>
   <source>RoFormer's long-term decay: the relative upper bound of a RoPE score against the distance, beside mean cos(rθ_i) and the mean |q·k| of random vectors.</source>
   <translation>RoFormer의 장거리 감쇠: 거리에 따른 RoPE 점수의 상대 상한을, 평균 cos(rθ_i)와 무작위 벡터의 평균 |q·k|와 함께.</translation>
  </message>
  <message>
   <source>RoPE decay</source>
   <translation>RoPE 감쇠</translation>
  </message>
  <message>
   <source>RoPE frequencies</source>
   <translation>RoPE 주파수</translation>
  </message>
  <message>
   <source>RoPE in low precision</source>
   <translation>낮은 정밀도의 RoPE</translation>
  </message>
  <message>
   <source>RoPE pairs the weights use</source>
   <translation>가중치가 쓰는 RoPE 쌍</translation>
  </message>
  <message>
   <source>RoPE rotation</source>
   <translation>RoPE 회전</translation>
  </message>
  <message>
   <source>RoPE scores</source>
   <translation>RoPE 점수</translation>
  </message>
  <message>
   <source>Rotary position embedding in 2-D: a query pair at the current position and a key pair at position n, each turned by position × θ_i; their angle is (m − n)θ_i. Beside it, the angle each pair reaches at a longer context, with and without position interpolation or NTK scaling.</source>
   <translation>2차원으로 본 회전 위치 임베딩: 현재 위치의 쿼리 쌍과 위치 n의 키 쌍이 각각 위치 × θ_i만큼 돌고, 둘 사이 각도는 (m − n)θ_i입니다. 옆에는 더 긴 문맥에서 각 쌍이 도달하는 각도를 위치 보간·NTK 스케일링 유무에 따라 보여 줍니다.</translation>
  </message>
  <message>
   <source>Shaw et al.'s clipped index, T5's bucket and DeBERTa's log bucket against the relative position j − i, and the chosen scheme's bucket of every query-key pair.</source>
   <translation>상대 위치 j − i에 따른 Shaw 외의 잘린 인덱스, T5의 버킷, DeBERTa의 로그 버킷, 그리고 고른 방식의 모든 쿼리-키 쌍 버킷.</translation>
  </message>
  <message>
   <source>Spectrum</source>
   <translation>스펙트럼</translation>
  </message>
  <message>
   <source>The bits of 0 .. N-1 beside sines of the same periods (their sign is the bit) and PE columns whose wavelengths double as the bits' periods do: the fast ones turn like the low bits, the slower ones like the high bits.</source>
   <translation>0 .. N-1의 비트를 같은 주기의 사인파(그 부호가 비트) 그리고 비트 주기처럼 파장이 두 배씩 되는 PE 열과 나란히 봅니다. 빠른 열은 낮은 비트처럼, 느린 열은 높은 비트처럼 돕니다.</translation>
  </message>
  <message>
   <source>The encoding table: one row per position, one column per dimension. Hover for values; click a column to add it to the waves.</source>
   <translation>인코딩 표: 위치마다 한 행, 차원마다 한 열. 마우스를 올리면 값을, 열을 클릭하면 파동에 추가합니다.</translation>
  </message>
  <message>
   <source>The encoding vectors of chosen positions, one row of colour each with the dimension across, and the current position's: each position has its own fingerprint.</source>
   <translation>고른 위치들의 인코딩 벡터를 한 위치에 한 행씩 색으로(가로로 차원) 보여 주고, 현재 위치의 벡터도 보여 줍니다: 위치마다 고유한 지문이 있습니다.</translation>
  </message>
  <message>
   <source>The error of RoPE's angles as bfloat16, TF32, float16 and float32 pipelines compute them, against the position, with the positions that alias marked.</source>
   <translation>bfloat16, TF32, float16, float32 파이프라인이 계산한 RoPE 각도의 오차를 위치에 따라 그리고, 이웃과 같은 수로 저장되는 위치를 표시합니다.</translation>
  </message>
  <message>
   <source>The formula with the current numbers put in: PE(pos, dim) worked out step by step, and the first eight values of the position's vector.</source>
   <translation>현재 숫자를 넣은 공식: PE(pos, dim)를 단계별로 계산하고, 그 위치 벡터의 처음 여덟 값을 보여 줍니다.</translation>
  </message>
  <message>
   <source>The integer index grows far past embedding values; the normalised index pos/(n-1) gives the same position different values in sentences of different lengths.</source>
   <translation>정수 인덱스는 임베딩 값을 훨씬 넘어 커지고, 정규화 인덱스 pos/(n-1)은 길이가 다른 문장에서 같은 위치에 다른 값을 줍니다.</translation>
  </message>
  <message>
   <source>The model's layers as its code builds them, coloured by kind, and what a query of each kind reaches: the keys, the longest wavelength that turns within them, a query temperature.</source>
   <translation>모델 코드가 만드는 그대로의 층을 종류별 색으로, 그리고 각 종류의 쿼리가 닿는 범위: 키, 그 안에서 도는 가장 긴 파장, 쿼리 온도.</translation>
  </message>
  <message>
   <source>The pair (cos(pos·ω_i), sin(pos·ω_i)) turning on the unit circle, and several pairs as clock hands turning at their own speeds.</source>
   <translation>단위원 위를 도는 쌍 (cos(pos·ω_i), sin(pos·ω_i))과, 저마다의 속도로 도는 시계 바늘 같은 여러 쌍.</translation>
  </message>
  <message>
   <source>The rule's attention factor and what it does to the softmax entropy of seeded logits against the number of keys.</source>
   <translation>규칙의 어텐션 계수와 그것이 키 개수에 따른 시드 로짓의 소프트맥스 엔트로피에 주는 효과.</translation>
  </message>
  <message>
   <source>The score of a query a fixed distance after its key against the key's position, per precision pipeline, beside the exact score, which is the same at every position.</source>
   <translation>키보다 일정한 거리 뒤에 있는 쿼리의 점수를 키의 위치에 따라 정밀도 파이프라인별로 그리고, 모든 위치에서 같은 정확한 점수와 나란히 보여 줍니다.</translation>
  </message>
  <message>
   <source>The turns each RoPE pair makes over the original context and over the target one; pairs that reach angles not met within the original context are marked.</source>
   <translation>각 RoPE 쌍이 원래 문맥과 목표 문맥에서 도는 회전 수. 원래 문맥 안에서 닿지 않은 각도에 닿는 쌍을 표시합니다.</translation>
  </message>
  <message>
   <source>Token embeddings, the PE rows of their positions and their sum, aligned with the norm of each; or concatenation instead, which doubles the width.</source>
   <translation>토큰 임베딩, 그 위치의 PE 행, 그리고 그 합을 각 노름과 함께 나란히; 또는 폭이 두 배가 되는 이어 붙이기.</translation>
  </message>
  <message>
   <source>Transformer-XL terms</source>
   <translation>Transformer-XL 항</translation>
  </message>
  <message>
   <source>Transformer-XL's relative attention score split into content, content-position, global content and global position terms, and their sum.</source>
   <translation>Transformer-XL의 상대 어텐션 점수를 내용, 내용-위치, 전역 내용, 전역 위치 항과 그 합으로 나눈 것.</translation>
  </message>
  <message>
   <source>Turns in context</source>
   <translation>문맥 안의 회전</translation>
  </message>
  <message>
   <source>Up to four models' RoPE pairs on one axis: wavelength against the pair's place among the rotated dimensions, each model's original and target context marked, and their keys side by side.</source>
   <translation>최대 네 모델의 RoPE 쌍을 한 축에: 회전 차원 가운데 쌍의 자리에 대한 파장, 각 모델의 원래 문맥과 목표 문맥 표시, 그리고 키를 나란히.</translation>
  </message>
  <message>
   <source>Waves per dimension</source>
   <translation>차원별 파동</translation>
  </message>
  <message>
   <source>What changed</source>
   <translation>무엇이 달라졌나</translation>
  </message>
  <message>
   <source>Word order</source>
   <translation>단어 순서</translation>
  </message>
  <message>
   <source>gpt-oss's learned sink logit per head: the share of attention it takes against the number of keys (a 128-key window, a long context); and StreamingLLM's cache of first and recent tokens, renumbered inside the cache.</source>
   <translation>gpt-oss가 헤드마다 학습한 싱크 로짓: 키 수에 따라 싱크가 가져가는 어텐션의 몫(키 128개의 창, 긴 문맥). 그리고 처음 토큰과 최근 토큰을 유지하고 캐시 안에서 번호를 다시 매기는 StreamingLLM의 캐시.</translation>
  </message>
  <message>
   <source>q_m · k_n for every pair of positions with RoPE (constant along diagonals: it depends on m − n only) beside the same q and k with absolute PE added (it does not).</source>
   <translation>RoPE를 쓴 모든 위치 쌍의 q_m · k_n(대각선을 따라 일정: m − n에만 달림)과, 같은 q, k에 절대 PE를 더한 경우(그렇지 않음).</translation>
  </message>
  <message>
   <source>xPos</source>
   <translation>xPos</translation>
  </message>
  <message>
   <source>xPos: RoPE with a decay per pair. Its scales ζ_j beside RoPE's θ_j, the decay of a few pairs, and the all-ones score under both.</source>
   <translation>xPos: 쌍마다 감쇠가 있는 RoPE. RoPE의 θ_j와 나란히 놓은 배율 ζ_j, 몇몇 쌍의 감쇠, 그리고 두 방식에서 모든 성분이 1인 q, k의 점수.</translation>
  </message>
 </context>
</TS>
