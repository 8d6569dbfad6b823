<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="vi_VN">
<context>
    <name>Backward</name>
    <message>
        <source>, head %1</source>
        <translation>, đầu %1</translation>
    </message>
    <message>
        <source>scores softmax saw: Q·Kᵀ %1</source>
        <translation>điểm mà softmax nhận: Q·Kᵀ %1</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>trọng số</translation>
    </message>
    <message>
        <source>output</source>
        <translation>đầu ra</translation>
    </message>
    <message>
        <source>what the pipeline gives</source>
        <translation>kết quả của quy trình</translation>
    </message>
    <message>
        <source>target</source>
        <translation>mục tiêu</translation>
    </message>
    <message>
        <source>= output − target</source>
        <translation>= đầu ra − mục tiêu</translation>
    </message>
    <message>
        <source>d pᵢⱼ = d oᵢ · vⱼ (o: this head&apos;s output)</source>
        <translation>d pᵢⱼ = d oᵢ · vⱼ (o: đầu ra của đầu này)</translation>
    </message>
    <message>
        <source>d pᵢⱼ = d oᵢ · vⱼ</source>
        <translation>d pᵢⱼ = d oᵢ · vⱼ</translation>
    </message>
    <message>
        <source>loss = 0.5 · Σ (output − target)² = %1</source>
        <translation>mất mát = 0,5 · Σ (đầu ra − mục tiêu)² = %1</translation>
    </message>
    <message>
        <source>masked cells get exactly 0 gradient</source>
        <translation>ô bị che nhận gradient đúng bằng 0</translation>
    </message>
    <message>
        <source>No gradients: %1</source>
        <translation>Không có gradient: %1</translation>
    </message>
    <message>
        <source>No target, so no loss and no gradients yet.</source>
        <translation>Chưa có mục tiêu nên chưa có hàm mất mát và gradient.</translation>
    </message>
    <message>
        <source>what the loss asks for</source>
        <translation>điều hàm mất mát yêu cầu</translation>
    </message>
    <message>
        <source>scores softmax saw, unscaled</source>
        <translation>điểm mà softmax nhận, không chia tỉ lệ</translation>
    </message>
    <message>
        <source>d p and d s on one colour scale</source>
        <translation>d p và d s trên cùng một thang màu</translation>
    </message>
</context>
<context>
    <name>BackwardCell</name>
    <message>
        <source>Head %1: </source>
        <translation>Đầu %1: </translation>
    </message>
    <message>
        <source>%1 = 0: query %2 has no allowed key; its weights are the constant 0, nothing flows back through them</source>
        <translation>%1 = 0: query %2 không có key nào được phép; trọng số của nó là hằng số 0, không có gì truyền ngược qua chúng</translation>
    </message>
    <message>
        <source>%1 = 0 exactly: masked (%2); a blocked score never reaches the loss</source>
        <translation>%1 = 0 chính xác: bị che (%2); điểm bị chặn không bao giờ tới hàm mất mát</translation>
    </message>
    <message>
        <source>Gradient of the loss for the score of query %1, key %2</source>
        <translation>Gradient của hàm mất mát theo điểm của query %1, key %2</translation>
    </message>
    <message>
        <source>p%1 = %2 (the weight), d p%1 = %3 (the gradient reaching it)</source>
        <translation>p%1 = %2 (trọng số), d p%1 = %3 (gradient đến nó)</translation>
    </message>
    <message>
        <source>p%1 · d p%1 = Σⱼ p%1ⱼ d p%1ⱼ = %2 (over row %3&apos;s allowed keys)</source>
        <translation>p%1 · d p%1 = Σⱼ p%1ⱼ d p%1ⱼ = %2 (trên các key được phép của hàng %3)</translation>
    </message>
    <message>
        <source>Gradient of the loss for the weight of query %1, key %2</source>
        <translation>Gradient của hàm mất mát theo trọng số của query %1, key %2</translation>
    </message>
    <message>
        <source>how much the loss grows per unit of weight on key %1</source>
        <translation>hàm mất mát tăng bao nhiêu cho mỗi đơn vị trọng số trên key %1</translation>
    </message>
    <message>
        <source>Gradient of the loss for output %1, component %2</source>
        <translation>Gradient của hàm mất mát theo đầu ra %1, thành phần %2</translation>
    </message>
    <message>
        <source>Target for output %1, component %2</source>
        <translation>Mục tiêu cho đầu ra %1, thành phần %2</translation>
    </message>
    <message>
        <source>p%1 is close to 1: the row&apos;s other weights are close to 0, so p%2 · d p%2 is close to d p%1 and the bracket (d p%1 − p%2 · d p%2) leaves almost nothing of the gradient</source>
        <translation>p%1 gần bằng 1: các trọng số khác của hàng gần bằng 0, nên p%2 · d p%2 gần bằng d p%1 và biểu thức trong ngoặc (d p%1 − p%2 · d p%2) gần như không để lại gì của gradient</translation>
    </message>
    <message>
        <source>p%1 is close to 0: the factor p%1 leaves almost nothing of the gradient</source>
        <translation>p%1 gần bằng 0: thừa số p%1 gần như không để lại gì của gradient</translation>
    </message>
</context>
<context>
    <name>Badges</name>
    <message>
        <source>then divided by %1</source>
        <translation>rồi chia cho %1</translation>
    </message>
    <message>
        <source>not scaled</source>
        <translation>không chia tỉ lệ</translation>
    </message>
    <message>
        <source>std of the scores: raw %1, scaled %2</source>
        <translation>độ lệch chuẩn của điểm: thô %1, đã chia %2</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>hàng %1 có tổng %2, không phải 1</translation>
    </message>
    <message>
        <source>each row with a valid key sums to 1</source>
        <translation>mỗi hàng có key hợp lệ đều có tổng bằng 1</translation>
    </message>
    <message>
        <source>each row sums to 1</source>
        <translation>mỗi hàng có tổng bằng 1</translation>
    </message>
    <message>
        <source>weight (%1, %2) above the diagonal is %3</source>
        <translation>trọng số (%1, %2) phía trên đường chéo là %3</translation>
    </message>
    <message>
        <source>upper triangle is 0</source>
        <translation>tam giác trên bằng 0</translation>
    </message>
    <message>
        <source>1 masked cell</source>
        <translation>1 ô bị che</translation>
    </message>
    <message>
        <source>%1 masked cells</source>
        <translation>%1 ô bị che</translation>
    </message>
    <message>
        <source>row %1 (%2) has no allowed key: its weights and output are zero</source>
        <translation>hàng %1 (%2) không có key nào được phép: trọng số và đầu ra của nó bằng 0</translation>
    </message>
    <message>
        <source>causal, bottom-right: every query sees every key</source>
        <translation>nhân quả, góc dưới phải: mọi query đều thấy mọi key</translation>
    </message>
    <message>
        <source>causal, bottom-right: every blocked weight is 0</source>
        <translation>nhân quả, góc dưới phải: mọi trọng số bị chặn bằng 0</translation>
    </message>
    <message>
        <source>queries and keys come from two different sequences: a causal mask makes no sense here</source>
        <translation>query và key đến từ hai chuỗi khác nhau: mặt nạ nhân quả vô nghĩa ở đây</translation>
    </message>
    <message>
        <source>tokens reordered: same weights, rows and columns permuted (largest difference %1)</source>
        <translation>đã đổi thứ tự token: cùng các trọng số, hàng và cột được hoán vị (chênh lệch lớn nhất %1)</translation>
    </message>
    <message>
        <source>tokens reordered: the weights are not the old ones permuted, order matters here (largest difference %1)</source>
        <translation>đã đổi thứ tự token: các trọng số không phải là các số cũ được hoán vị, thứ tự có ý nghĩa ở đây (chênh lệch lớn nhất %1)</translation>
    </message>
    <message>
        <source>row %1 (%2) has no allowed key: its weights are zero and its output is the output bias b_o</source>
        <translation>hàng %1 (%2) không có key nào được phép: trọng số của nó bằng 0 và đầu ra của nó là bias đầu ra b_o</translation>
    </message>
</context>
<context>
    <name>CellFormula</name>
    <message>
        <source>Head %1: </source>
        <translation>Đầu %1: </translation>
    </message>
    <message>
        <source>÷ %1 (the chosen divisor) = %2</source>
        <translation>÷ %1 (số chia đã chọn) = %2</translation>
    </message>
    <message>
        <source>causal mask: key %1 comes after query %2</source>
        <translation>mặt nạ nhân quả: key %1 đứng sau query %2</translation>
    </message>
    <message>
        <source>key %1 is padding</source>
        <translation>key %1 là phần đệm</translation>
    </message>
    <message>
        <source>the custom mask blocks it</source>
        <translation>mặt nạ tùy chỉnh chặn ô này</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>bị che</translation>
    </message>
    <message>
        <source>Score of query %1 for key %2</source>
        <translation>Điểm của query %1 với key %2</translation>
    </message>
    <message>
        <source> (%1 terms)</source>
        <translation> (%1 số hạng)</translation>
    </message>
    <message>
        <source>then masked (%1): M%2 = −∞, weight 0</source>
        <translation>rồi bị che (%1): M%2 = −∞, trọng số 0</translation>
    </message>
    <message>
        <source>Weight of key %1 for query %2</source>
        <translation>Trọng số của key %1 đối với query %2</translation>
    </message>
    <message>
        <source>w%1 = 0: masked (%2); exp(−∞) = 0</source>
        <translation>w%1 = 0: bị che (%2); exp(−∞) = 0</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>điểm đã chia</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>Output of query %1, component %2</source>
        <translation>Đầu ra của query %1, thành phần %2</translation>
    </message>
    <message>
        <source>masked keys have weight 0 and add nothing</source>
        <translation>các key bị che có trọng số 0 và không đóng góp gì</translation>
    </message>
    <message>
        <source>Mask of query %1 for key %2</source>
        <translation>Mặt nạ của query %1 với key %2</translation>
    </message>
    <message>
        <source>M%1 = 0: allowed, the score passes unchanged</source>
        <translation>M%1 = 0: được phép, điểm đi qua không đổi</translation>
    </message>
    <message>
        <source>M%1 = −∞: %2, so exp(s + M) = 0</source>
        <translation>M%1 = −∞: %2, nên exp(s + M) = 0</translation>
    </message>
    <message>
        <source>Final output of query %1, component %2</source>
        <translation>Đầu ra cuối cùng của query %1, thành phần %2</translation>
    </message>
    <message>
        <source>%1, row %2, column %3</source>
        <translation>%1, hàng %2, cột %3</translation>
    </message>
    <message>
        <source>not divided: scaling by 1/√d_k is off</source>
        <translation>không chia: phép chia tỉ lệ 1/√d_k đang tắt</translation>
    </message>
    <message>
        <source>w%1 = 0 by convention: query %2 has no allowed key, so softmax is undefined for its row (0/0; PyTorch gives NaN); this app shows its weights and its head output as 0</source>
        <translation>w%1 = 0 theo quy ước: query %2 không có key nào được phép, nên softmax không xác định trên hàng của nó (0/0; PyTorch cho NaN); ứng dụng này hiển thị trọng số và đầu ra của đầu đó bằng 0</translation>
    </message>
    <message>
        <source>o%1 = 0 by convention: query %2 has no allowed key (softmax is 0/0 there; PyTorch gives NaN)</source>
        <translation>o%1 = 0 theo quy ước: query %2 không có key nào được phép (ở đó softmax là 0/0; PyTorch cho NaN)</translation>
    </message>
    <message>
        <source>Query of %1, component %2</source>
        <translation>Query của %1, thành phần %2</translation>
    </message>
    <message>
        <source>causal mask, aligned bottom-right: query %1 sees keys 1 to %2</source>
        <translation>mặt nạ nhân quả, căn góc dưới phải: query %1 thấy các key từ 1 đến %2</translation>
    </message>
    <message>
        <source>+ ALiBi bias %1·|%2−%3| = %4, so %5</source>
        <translation>+ độ lệch ALiBi %1·|%2−%3| = %4, nên %5</translation>
    </message>
    <message>
        <source>q%1%2k%3 after rotating by %4θ and %5θ (positions from 0; θₘ = %6^(−2m/%7) for pair m)</source>
        <translation>q%1%2k%3 sau khi xoay một góc %4θ và %5θ (vị trí tính từ 0; θₘ = %6^(−2m/%7) cho cặp m)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Attention Lab scenario</source>
        <translation>Kịch bản Attention Lab</translation>
    </message>
    <message>
        <source>The main window</source>
        <translation>Cửa sổ chính</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Trọng số attention</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Điểm Q·Kᵀ</translation>
    </message>
    <message>
        <source>Every stage of the formula</source>
        <translation>Mọi bước của công thức</translation>
    </message>
    <message>
        <source>The weights of every head</source>
        <translation>Trọng số của mọi đầu</translation>
    </message>
    <message>
        <source>Scaled against unscaled scores</source>
        <translation>Điểm đã chia so với điểm chưa chia</translation>
    </message>
    <message>
        <source>unknown view</source>
        <translation>khung nhìn không xác định</translation>
    </message>
    <message>
        <source>the picture would be %1×%2 pixels; choose a smaller scale</source>
        <translation>hình sẽ có %1×%2 điểm ảnh; hãy chọn tỉ lệ nhỏ hơn</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>không đủ bộ nhớ cho hình %1×%2</translation>
    </message>
    <message>
        <source>could not encode the PNG</source>
        <translation>không mã hóa được tệp PNG</translation>
    </message>
    <message>
        <source>%1. Made with Attention Lab %2.</source>
        <translation>%1. Tạo bằng Attention Lab %2.</translation>
    </message>
    <message>
        <source>could not start the SVG</source>
        <translation>không bắt đầu tạo được tệp SVG</translation>
    </message>
    <message>
        <source>the scenario cannot be computed: %1</source>
        <translation>không tính được kịch bản: %1</translation>
    </message>
    <message>
        <source>scale %1 is out of range (0 to 16)</source>
        <translation>tỉ lệ %1 nằm ngoài khoảng cho phép (0 đến 16)</translation>
    </message>
    <message>
        <source>unknown picture format “%1” (expected png, svg or pdf)</source>
        <translation>định dạng hình “%1” không xác định (cần png, svg hoặc pdf)</translation>
    </message>
    <message>
        <source>Why divide by √d_k: the d_k sweep</source>
        <translation>Vì sao chia cho √d_k: quét d_k</translation>
    </message>
    <message>
        <source>window view not available</source>
        <translation>không có chế độ xem cửa sổ</translation>
    </message>
    <message>
        <source>--outline-row %1: the scenario has %2 queries</source>
        <translation>--outline-row %1: kịch bản có %2 query</translation>
    </message>
</context>
<context>
    <name>FileOnDisk</name>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Ghi đè</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lưu &amp;dưới tên khác…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>Tải &amp;lại</translation>
    </message>
</context>
<context>
    <name>GenerateText</name>
    <message>
        <source>the %1 rows made one step at a time equal the parallel causal computation (largest difference %2, within 1e-6)</source>
        <translation>%1 hàng được tính từng bước một bằng với phép tính nhân quả song song (chênh lệch lớn nhất %2, trong phạm vi 1e-6)</translation>
    </message>
    <message>
        <source>the rows made one step at a time differ from the parallel causal computation by %1</source>
        <translation>các hàng được tính từng bước một khác phép tính nhân quả song song %1</translation>
    </message>
    <message>
        <source>up to step %1 with the KV cache: %2 query rows, %3 q·k entries (%4 multiply-adds)</source>
        <translation>tới bước %1 có bộ nhớ đệm KV: %2 hàng query, %3 phần tử q·k (%4 phép nhân-cộng)</translation>
    </message>
    <message>
        <source>all %1 tokens: n(n+1)/2 = %2 entries with the cache, n(n+1)(2n+1)/6 = %3 without</source>
        <translation>cả %1 token: n(n+1)/2 = %2 phần tử khi có bộ nhớ đệm, n(n+1)(2n+1)/6 = %3 khi không có</translation>
    </message>
    <message>
        <source>Step %1 of %2: query “%3” against %4 cached key(s), %5 added</source>
        <translation>Bước %1 trên %2: query “%3” với %4 key trong bộ nhớ đệm, thêm %5</translation>
    </message>
    <message>
        <source>re-running the model on the whole prefix at every step instead: %1 query rows, %2 entries (%3 multiply-adds)</source>
        <translation>nếu chạy lại mô hình trên toàn bộ tiền tố ở mỗi bước: %1 hàng query, %2 phần tử (%3 phép nhân-cộng)</translation>
    </message>
    <message>
        <source>counted: q·k entries, each d_k + d_v = %1 multiply-adds in each of the %2 head(s), %3 in all; projections not counted</source>
        <translation>cách đếm: các phần tử q·k, mỗi phần tử d_k + d_v = %1 phép nhân-cộng trong mỗi đầu của %2 đầu, tổng cộng %3; không đếm các phép chiếu</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>scaling off (scores are not divided)</source>
        <translation>tắt chia tỉ lệ (điểm không được chia)</translation>
    </message>
    <message>
        <source>scaling on: ÷ %1 (chosen divisor)</source>
        <translation>bật chia tỉ lệ: ÷ %1 (số chia đã chọn)</translation>
    </message>
    <message>
        <source>scaling on: ÷ √%1 = %2</source>
        <translation>bật chia tỉ lệ: ÷ √%1 = %2</translation>
    </message>
    <message>
        <source>causal mask on</source>
        <translation>bật mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>causal mask off</source>
        <translation>tắt mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>không có phần đệm</translation>
    </message>
    <message>
        <source>padding keys: %1</source>
        <translation>các key đệm: %1</translation>
    </message>
    <message>
        <source>custom mask</source>
        <translation>mặt nạ tùy chỉnh</translation>
    </message>
    <message>
        <source>Q, K, V given directly</source>
        <translation>Q, K, V được cho trực tiếp</translation>
    </message>
    <message>
        <source>%1 head(s), d_model = %2</source>
        <translation>%1 đầu, d_model = %2</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys</source>
        <translation>%1 query × %2 key</translation>
    </message>
    <message>
        <source>could not start the PDF</source>
        <translation>không bắt đầu tạo được tệp PDF</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, eq. 1, with an additive mask M (0 where a query may attend a key, −∞ where it may not)</source>
        <translation>Vaswani và cộng sự 2017, phương trình 1, thêm mặt nạ cộng M (0 ở chỗ query được phép chú ý tới key, −∞ ở chỗ không được phép)</translation>
    </message>
    <message>
        <source>Made with Attention Lab %1</source>
        <translation>Tạo bằng Attention Lab %1</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>allowed</source>
        <translation>được phép</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>bị che</translation>
    </message>
    <message>
        <source>no valid keys</source>
        <translation>không có key hợp lệ</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>chặn thủ công</translation>
    </message>
</context>
<context>
    <name>LearnCharts</name>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Hàm mất mát (entropy chéo)</translation>
    </message>
    <message>
        <source>Accuracy on the batch</source>
        <translation>Độ chính xác trên lô</translation>
    </message>
    <message>
        <source>Gradient norm (log scale)</source>
        <translation>Chuẩn gradient (thang log)</translation>
    </message>
    <message>
        <source>Mean max weight</source>
        <translation>Trọng số max trung bình</translation>
    </message>
    <message>
        <source>Mean ‖J‖ of softmax</source>
        <translation>‖J‖ trung bình của softmax</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>mất mát</translation>
    </message>
    <message>
        <source>fraction correct</source>
        <translation>tỉ lệ đúng</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>chuẩn gradient</translation>
    </message>
    <message>
        <source>max weight</source>
        <translation>trọng số max</translation>
    </message>
    <message>
        <source>Jacobian norm</source>
        <translation>chuẩn Jacobian</translation>
    </message>
    <message>
        <source>W_q</source>
        <translation>W_q</translation>
    </message>
    <message>
        <source>W_k</source>
        <translation>W_k</translation>
    </message>
    <message>
        <source>W_v</source>
        <translation>W_v</translation>
    </message>
    <message>
        <source>W_o</source>
        <translation>W_o</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>positions</source>
        <translation>vị trí</translation>
    </message>
    <message>
        <source>read-out</source>
        <translation>lớp đọc ra</translation>
    </message>
</context>
<context>
    <name>LearnTasks</name>
    <message>
        <source>Associative recall</source>
        <translation>Truy hồi liên kết</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Sao chép</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Đảo ngược</translation>
    </message>
    <message>
        <source>Previous token</source>
        <translation>Token trước đó</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Sắp xếp</translation>
    </message>
    <message>
        <source>Key-value pairs, then a key: a head must attend the pair holding that key to answer its value.</source>
        <translation>Các cặp key-value, rồi một key: một đầu phải chú ý đến cặp chứa key đó để trả lời value của nó.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must attend symbol i.</source>
        <translation>Các ký hiệu, rồi các ô trống: ô i phải chú ý đến ký hiệu i.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must attend the i-th symbol from the end.</source>
        <translation>Các ký hiệu, rồi các ô trống: ô i phải chú ý đến ký hiệu thứ i tính từ cuối.</translation>
    </message>
    <message>
        <source>Every position answers the symbol before it: a head must attend one position back.</source>
        <translation>Mỗi vị trí trả lời ký hiệu đứng trước nó: một đầu phải chú ý lùi lại một vị trí.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must find the i-th smallest symbol.</source>
        <translation>Các ký hiệu, rồi các ô trống: ô i phải tìm ký hiệu nhỏ thứ i.</translation>
    </message>
</context>
<context>
    <name>LessonAuthoring</name>
    <message>
        <source>Export Lesson Handout</source>
        <translation>Xuất tài liệu phát tay của bài học</translation>
    </message>
    <message>
        <source>Start a lesson first: the handout is made from the lesson in the lesson panel.</source>
        <translation>Hãy bắt đầu một bài học trước: tài liệu phát tay được tạo từ bài học trong bảng bài học.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ne&amp;w Lesson from This Scenario…</source>
        <translation>Bài học mới từ &amp;kịch bản này…</translation>
    </message>
    <message>
        <source>Export Lesson &amp;Handout…</source>
        <translation>Xuất tài liệu &amp;phát tay của bài…</translation>
    </message>
    <message>
        <source>an untitled lesson</source>
        <translation>một bài học chưa đặt tên</translation>
    </message>
    <message>
        <source>the lesson “%1”</source>
        <translation>bài học “%1”</translation>
    </message>
    <message>
        <source>Restore Unsaved Lesson?</source>
        <translation>Khôi phục bài học chưa lưu?</translation>
    </message>
    <message>
        <source>Restore opens them in the lesson editor, unsaved. Discard deletes them.</source>
        <translation>Khôi phục sẽ mở chúng trong trình soạn bài học, chưa lưu. Loại bỏ sẽ xóa chúng.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Khôi phục</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Loại bỏ</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>&amp;Quyết định sau</translation>
    </message>
    <message>
        <source>Restore the autosaved lesson</source>
        <translation>Khôi phục bài học đã tự động lưu</translation>
    </message>
    <message>
        <source>Delete the autosaved lesson</source>
        <translation>Xóa bài học đã tự động lưu</translation>
    </message>
    <message>
        <source>Keep the autosaved lesson for the next start</source>
        <translation>Giữ bài học đã tự động lưu cho lần khởi động sau</translation>
    </message>
    <message>
        <source>The autosaved lesson could not be read.
%1</source>
        <translation>Không đọc được bài học đã tự động lưu.
%1</translation>
    </message>
    <message>
        <source>Autosave Not Readable</source>
        <translation>Không đọc được bản tự động lưu</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly. Unsaved changes to %1 in the lesson editor were saved automatically on %2.</source>
        <translation>Attention Lab đã không đóng đúng cách. Các thay đổi chưa lưu của %1 trong trình soạn bài học đã được tự động lưu lúc %2.</translation>
    </message>
    <message>
        <source>Writing the lesson handout…</source>
        <translation>Đang ghi tài liệu phát tay của bài học…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Export Lesson Handout cancelled: nothing was written.</source>
        <translation>Đã hủy xuất tài liệu phát tay của bài học: không có gì được ghi.</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Đáp án</translation>
    </message>
    <message>
        <source>On a last page</source>
        <translation>Ở trang cuối</translation>
    </message>
    <message>
        <source>Left out (the students&apos; sheets)</source>
        <translation>Bỏ ra (tờ của học sinh)</translation>
    </message>
    <message>
        <source>Alone (the teacher&apos;s sheet)</source>
        <translation>Riêng (tờ của giáo viên)</translation>
    </message>
    <message>
        <source>Answer &amp;key:</source>
        <translation>Đáp á&amp;n:</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>could not start the PDF</source>
        <translation>không thể bắt đầu tệp PDF</translation>
    </message>
    <message>
        <source>Variant %1: these exercises have a student&apos;s own numbers.</source>
        <translation>Biến thể %1: các bài tập này dùng các số riêng của một học sinh.</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>Họ tên: ____________________</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Bước %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Exercise %1. %2</source>
        <translation>Bài tập %1. %2</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Đáp án</translation>
    </message>
    <message>
        <source>Computed by the engine for these numbers.</source>
        <translation>Do bộ tính toán cho đúng các số này.</translation>
    </message>
    <message>
        <source>Exercise %1 (step %2): %3
Answer: %4</source>
        <translation>Bài tập %1 (bước %2): %3
Đáp án: %4</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>đã hủy</translation>
    </message>
    <message>
        <source>The numbers to work from:</source>
        <translation>Các số để tính:</translation>
    </message>
    <message>
        <source>%1 row %2 = [%3]</source>
        <translation>%1 hàng %2 = [%3]</translation>
    </message>
    <message>
        <source>%1 row %2, column %3 = %4</source>
        <translation>%1 hàng %2, cột %3 = %4</translation>
    </message>
    <message>
        <source>Your own numbers in this exercise:</source>
        <translation>Các số riêng của bạn trong bài tập này:</translation>
    </message>
    <message>
        <source>For the teacher.</source>
        <translation>Dành cho giáo viên.</translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <source>empty: type a number</source>
        <translation>trống: hãy nhập một số</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1” không phải là số</translation>
    </message>
    <message>
        <source>“%1” is not a finite number</source>
        <translation>“%1” không phải là số hữu hạn</translation>
    </message>
    <message>
        <source>%1 is out of range (at most ±%2)</source>
        <translation>%1 nằm ngoài khoảng cho phép (tối đa ±%2)</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>given</source>
        <translation>cho sẵn</translation>
    </message>
    <message>
        <source>X·%1, columns %2–%3</source>
        <translation>X·%1, cột %2–%3</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, đầu %1</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>điểm thô</translation>
    </message>
    <message>
        <source>skipped: scaling is off</source>
        <translation>bỏ qua: đang tắt chia tỉ lệ</translation>
    </message>
    <message>
        <source>+ M (mask)</source>
        <translation>+ M (mặt nạ)</translation>
    </message>
    <message>
        <source>0 allowed, −∞ masked</source>
        <translation>0 được phép, −∞ bị che</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>weights; rows sum to 1</source>
        <translation>trọng số; tổng hàng = 1</translation>
    </message>
    <message>
        <source>weights·V</source>
        <translation>trọng số·V</translation>
    </message>
    <message>
        <source>output of head %1</source>
        <translation>đầu ra của đầu %1</translation>
    </message>
    <message>
        <source>each row: a mix of V&apos;s rows</source>
        <translation>mỗi hàng: trộn các hàng V</translation>
    </message>
    <message>
        <source>concat</source>
        <translation>ghép (concat)</translation>
    </message>
    <message>
        <source>all heads side by side</source>
        <translation>mọi đầu đặt cạnh nhau</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>phép chiếu đầu ra</translation>
    </message>
    <message>
        <source>output</source>
        <translation>đầu ra</translation>
    </message>
    <message>
        <source>concat·W_o + b_o</source>
        <translation>concat·W_o + b_o</translation>
    </message>
    <message>
        <source>concat·W_o</source>
        <translation>concat·W_o</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>vị trí learned</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>vị trí sinusoidal</translation>
    </message>
    <message>
        <source>what W_q, W_k, W_v multiply</source>
        <translation>thứ được nhân với W_q, W_k, W_v</translation>
    </message>
    <message>
        <source>rotated: row p by p·θₘ</source>
        <translation>đã xoay: hàng p một góc p·θₘ</translation>
    </message>
    <message>
        <source>B (ALiBi)</source>
        <translation>B (ALiBi)</translation>
    </message>
    <message>
        <source>not divided; plus B</source>
        <translation>không chia; cộng B</translation>
    </message>
    <message>
        <source>; plus B</source>
        <translation>; cộng B</translation>
    </message>
</context>
<context>
    <name>Prediction</name>
    <message>
        <source>%1 may attend no key: softmax is undefined there, and its weights are shown as 0 by convention.</source>
        <translation>%1 không được chú ý tới key nào: softmax không xác định ở đó, và trọng số được hiển thị là 0 theo quy ước.</translation>
    </message>
    <message>
        <source>No key was picked: %1 gets the most weight for %2 (%3).</source>
        <translation>Chưa chọn key nào: %1 nhận trọng số lớn nhất cho %2 (%3).</translation>
    </message>
    <message>
        <source>Right: %1 gets the most weight for %2 (%3).</source>
        <translation>Đúng: %1 nhận trọng số lớn nhất cho %2 (%3).</translation>
    </message>
    <message>
        <source>Not quite: %1 is blocked for %2 (weight 0); %3 gets the most weight (%4).</source>
        <translation>Chưa đúng: %1 bị chặn đối với %2 (trọng số 0); %3 nhận trọng số lớn nhất (%4).</translation>
    </message>
    <message>
        <source>Not quite: %1 gets the most weight for %2 (%3); %4 gets %5, %6 less.</source>
        <translation>Chưa đúng: %1 nhận trọng số lớn nhất cho %2 (%3); %4 nhận %5, ít hơn %6.</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is right to the shown decimals.</source>
        <translation>Con số bạn đoán cho %1, %2, đúng đến các chữ số thập phân đang hiển thị.</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is %3 too high (it is %4).</source>
        <translation>Con số bạn đoán cho %1, %2, cao hơn %3 (thực tế là %4).</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is %3 too low (it is %4).</source>
        <translation>Con số bạn đoán cho %1, %2, thấp hơn %3 (thực tế là %4).</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Giảm</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>Tă&amp;ng</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>Chọn tất &amp;cả</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Tách rời</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Tách ra hoặc gắn lại bảng neo</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Đóng bảng neo</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Lùi</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Mở</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Hiện </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; được bảo vệ chống ghi.
Bạn vẫn muốn xóa nó?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Bạn có chắc muốn xóa &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Danh sách địa điểm và dấu trang</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Tên tệp:</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Thư mục mới</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Thư mục cha</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Thư mục &amp;mới</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Gỡ bỏ</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Tìm trong:</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Kiểu tệp:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Tìm thư mục</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Hiện tệp ẩ&amp;n</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Lưu thành</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Không tìm thấy thư mục.
Hãy kiểm tra lại tên thư mục đã nhập.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Thanh bên</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Xem dạng danh sách</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Chọn</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Xóa</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Thư mục</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Đổi &amp;tên</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Không xóa được thư mục.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Thư mục:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 đã tồn tại.
Bạn có muốn thay thế nó không?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Tiến</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Đi tiếp</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Lên thư mục cha</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Địa điểm gần đây</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Chuyển sang chế độ xem chi tiết</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Tạo thư mục mới</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Xem chi tiết</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Không tìm thấy tệp.
Hãy kiểm tra lại tên tệp đã nhập.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Chuyển sang chế độ xem danh sách</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Loại</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Tên</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Kích thước</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Kiểu</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Máy tính của tôi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Máy tính</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Ngày sửa đổi</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Đó&amp;ng</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Đóng mà không lưu</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Hủy</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Nhập một giá trị:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cắ&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Hiện chi tiết...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Giới thiệu Qt</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ẩn chi tiết...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Không</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Có</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Lưu</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hủy bỏ</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Thử lại</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Khôi phục mặc định</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Bỏ qua</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Không &amp;với tất cả</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Lưu tất cả</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Bỏ thay đổi</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Có với &amp;tất cả</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Top</source>
        <translation>Trên cùng</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Cuộn xuống</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>Cuộn đến đây</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Cuộn sang trái</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Dưới cùng</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Lên một trang</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Sang phải một trang</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Cuộn lên</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Cuộn sang phải</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Mép trái</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Xuống một trang</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Sang trái một trang</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Mép phải</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>Cuộn sang trái</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Cuộn sang phải</translation>
    </message>
</context>
<context>
    <name>QWhatsThisAction</name>
    <message>
        <source>What&apos;s This?</source>
        <translation>Đây là gì?</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Cắ&amp;t</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Chọn tất cả</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Sao chép địa chỉ liên &amp;kết</translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <source>d_k (log₂ scale)</source>
        <translation>d_k (thang log₂)</translation>
    </message>
    <message>
        <source>How the scores spread</source>
        <translation>Độ phân tán của điểm</translation>
    </message>
    <message>
        <source>raw Q·Kᵀ (std %1)</source>
        <translation>Q·Kᵀ thô (σ = %1)</translation>
    </message>
    <message>
        <source>scaled Q·Kᵀ/√d_k (std %1)</source>
        <translation>Q·Kᵀ/√d_k (σ = %1)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>điểm</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>số phần tử</translation>
    </message>
    <message>
        <source>(a) Spread of the scores</source>
        <translation>(a) Độ phân tán của điểm</translation>
    </message>
    <message>
        <source>(b) Largest weight of a query</source>
        <translation>(b) Trọng số lớn nhất của một query</translation>
    </message>
    <message>
        <source>(c) Entropy of the weights</source>
        <translation>(c) Entropy của trọng số</translation>
    </message>
    <message>
        <source>raw Q·Kᵀ</source>
        <translation>Q·Kᵀ thô</translation>
    </message>
    <message>
        <source>scaled Q·Kᵀ/√d_k</source>
        <translation>Q·Kᵀ/√d_k đã chia</translation>
    </message>
    <message>
        <source>√d_k</source>
        <translation>√d_k</translation>
    </message>
    <message>
        <source>std of the scores</source>
        <translation>độ lệch chuẩn</translation>
    </message>
    <message>
        <source>one-hot: 1</source>
        <translation>one-hot: 1</translation>
    </message>
    <message>
        <source>uniform: 1/%1</source>
        <translation>đều: 1/%1</translation>
    </message>
    <message>
        <source>mean max weight</source>
        <translation>trọng số max</translation>
    </message>
    <message>
        <source>uniform: ln %1 = %2</source>
        <translation>đều: ln %1 = %2</translation>
    </message>
    <message>
        <source>one-hot: 0</source>
        <translation>one-hot: 0</translation>
    </message>
    <message>
        <source>mean entropy (nats)</source>
        <translation>entropy (nat)</translation>
    </message>
    <message>
        <source> Here at d_k = %1: raw %2, scaled %3.</source>
        <translation> Ở đây, với d_k = %1: thô %2; đã chia %3.</translation>
    </message>
    <message>
        <source>Without scaling the scores spread out like √d_k (dashed): the bigger the vectors, the wider the scores. Dividing by √d_k keeps their spread near 1 for every d_k.</source>
        <translation>Khi không chia, điểm phân tán tăng theo √d_k (nét đứt): vector càng dài, điểm càng trải rộng. Chia cho √d_k giữ độ phân tán gần 1 với mọi d_k.</translation>
    </message>
    <message>
        <source> Raw: %1 at d_k = %2, %3 at d_k = %4.</source>
        <translation> Thô: %1 khi d_k = %2; %3 khi d_k = %4.</translation>
    </message>
    <message>
        <source>Without scaling the largest weight climbs towards 1: softmax gives almost everything to one of the %1 keys (one-hot) and its gradient dies. With scaling the weight stays shared.</source>
        <translation>Khi không chia, trọng số lớn nhất tiến dần tới 1: softmax dồn gần như toàn bộ cho một trong %1 key (one-hot) và gradient của nó triệt tiêu. Khi có chia, trọng số vẫn được chia sẻ.</translation>
    </message>
    <message>
        <source> Here at d_k = %1: raw %2, scaled %3 nats.</source>
        <translation> Ở đây, với d_k = %1: thô %2; đã chia %3 nat.</translation>
    </message>
    <message>
        <source>Entropy says how spread out the weights are: ln %1 when all %1 keys share equally, 0 when one key takes everything. Unscaled, it falls towards 0 as d_k grows; scaled, it stays.</source>
        <translation>Entropy cho biết trọng số trải rộng đến đâu: bằng ln %1 khi cả %1 key chia đều, bằng 0 khi một key lấy hết. Khi không chia, entropy giảm dần về 0 lúc d_k tăng; khi có chia, nó giữ ổn định.</translation>
    </message>
    <message>
        <source>(d) How much gradient softmax passes</source>
        <translation>(d) Softmax cho gradient đi qua bao nhiêu</translation>
    </message>
    <message>
        <source>mean ‖J‖ of softmax</source>
        <translation>‖J‖ trung bình của softmax</translation>
    </message>
    <message>
        <source>uniform: %1</source>
        <translation>đều: %1</translation>
    </message>
    <message>
        <source>‖J‖ = ‖diag(p) − p·pᵀ‖: how much gradient reaches the scores. Unscaled it falls towards 0 as the weights turn one-hot; scaled it stays (the uniform line is a reference, not a bound).</source>
        <translation>‖J‖ = ‖diag(p) − p·pᵀ‖: bao nhiêu gradient tới được các điểm. Khi không chia, nó giảm dần về 0 khi trọng số thành one-hot; khi có chia, nó giữ nguyên (đường đều là tham chiếu, không phải giới hạn).</translation>
    </message>
</context>
<context>
    <name>StatsPaint</name>
    <message>
        <source>Why divide by √d_k? Raw versus scaled scores</source>
        <translation>Vì sao chia cho √d_k? Điểm thô so với điểm đã chia</translation>
    </message>
    <message>
        <source>No statistics: %1</source>
        <translation>Không có thống kê: %1</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>Softmax gradient ‖J‖ is the size of the softmax Jacobian diag(p) − p·pᵀ: how much gradient can flow back through softmax to the scores. Near 0 the softmax is saturated (one key takes all the weight) and learning stalls.</source>
        <translation>Gradient softmax ‖J‖ là độ lớn của ma trận Jacobian của softmax, diag(p) − p·pᵀ: lượng gradient có thể truyền ngược qua softmax về các điểm. Khi nó gần 0, softmax đã bão hòa (một key lấy toàn bộ trọng số) và việc học bị đình trệ.</translation>
    </message>
    <message>
        <source>Scaling is off in this scenario, so the other views show raw scores. Both columns are shown here anyway: the scaled one divides by %1.</source>
        <translation>Kịch bản này tắt chia tỉ lệ, nên các khung nhìn khác hiển thị điểm thô. Ở đây vẫn hiển thị cả hai cột: cột đã chia thì chia cho %1.</translation>
    </message>
    <message>
        <source>This scenario divides the scores by %1 (a temperature); the scaled column divides by %2.</source>
        <translation>Kịch bản này chia điểm cho %1 (đóng vai trò nhiệt độ); cột đã chia thì chia cho %2.</translation>
    </message>
    <message>
        <source>This scenario divides the scores by %1. Both columns are shown whatever the scaling toggle says.</source>
        <translation>Kịch bản này chia điểm cho %1. Cả hai cột luôn được hiển thị, dù công tắc chia tỉ lệ bật hay tắt.</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Đại lượng</translation>
    </message>
    <message>
        <source>Raw Q·Kᵀ</source>
        <translation>Q·Kᵀ thô</translation>
    </message>
    <message>
        <source>Scaled Q·Kᵀ/√d_k</source>
        <translation>Q·Kᵀ/√d_k đã chia</translation>
    </message>
    <message>
        <source>One-hot</source>
        <translation>One-hot</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Điểm trung bình</translation>
    </message>
    <message>
        <source>Mean of the allowed scores</source>
        <translation>Trung bình của các điểm được phép</translation>
    </message>
    <message>
        <source>Std of scores</source>
        <translation>Độ lệch chuẩn của điểm</translation>
    </message>
    <message>
        <source>Sample standard deviation (n − 1, as torch.std) of the allowed scores</source>
        <translation>Độ lệch chuẩn mẫu (n − 1, như torch.std) của các điểm được phép</translation>
    </message>
    <message>
        <source>Smallest score</source>
        <translation>Điểm nhỏ nhất</translation>
    </message>
    <message>
        <source>Minimum over the allowed scores</source>
        <translation>Giá trị nhỏ nhất trong các điểm được phép</translation>
    </message>
    <message>
        <source>Largest score</source>
        <translation>Điểm lớn nhất</translation>
    </message>
    <message>
        <source>Maximum over the allowed scores</source>
        <translation>Giá trị lớn nhất trong các điểm được phép</translation>
    </message>
    <message>
        <source>Mean max weight</source>
        <translation>Trung bình trọng số lớn nhất</translation>
    </message>
    <message>
        <source>The largest softmax weight of each query row, averaged over rows</source>
        <translation>Trọng số softmax lớn nhất của mỗi hàng query, lấy trung bình theo các hàng</translation>
    </message>
    <message>
        <source>Mean entropy (nats)</source>
        <translation>Entropy trung bình (nat)</translation>
    </message>
    <message>
        <source>−Σ p ln p of each query row&apos;s weights, averaged over rows</source>
        <translation>−Σ p ln p của trọng số mỗi hàng query, lấy trung bình theo các hàng</translation>
    </message>
    <message>
        <source>Effective keys e^H</source>
        <translation>Số key hiệu dụng e^H</translation>
    </message>
    <message>
        <source>exp(mean entropy): how many keys a query attends to, in effect</source>
        <translation>exp(entropy trung bình): trên thực tế một query chú ý tới bao nhiêu key</translation>
    </message>
    <message>
        <source>Softmax gradient ‖J‖</source>
        <translation>Gradient softmax ‖J‖</translation>
    </message>
    <message>
        <source>Frobenius norm of the softmax Jacobian diag(p) − p·pᵀ, averaged over rows: how much gradient can flow back through softmax</source>
        <translation>Chuẩn Frobenius của ma trận Jacobian của softmax, diag(p) − p·pᵀ, lấy trung bình theo các hàng: lượng gradient có thể truyền ngược qua softmax</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Std raw</source>
        <translation>ĐLC thô</translation>
    </message>
    <message>
        <source>Std scaled</source>
        <translation>ĐLC đã chia</translation>
    </message>
    <message>
        <source>Max weight raw</source>
        <translation>w max thô</translation>
    </message>
    <message>
        <source>Max weight scaled</source>
        <translation>w max đã chia</translation>
    </message>
    <message>
        <source>Entropy raw</source>
        <translation>Entropy thô</translation>
    </message>
    <message>
        <source>Entropy scaled</source>
        <translation>Entropy đã chia</translation>
    </message>
    <message>
        <source>e^H raw</source>
        <translation>e^H thô</translation>
    </message>
    <message>
        <source>e^H scaled</source>
        <translation>e^H đã chia</translation>
    </message>
    <message>
        <source>‖J‖ raw</source>
        <translation>‖J‖ thô</translation>
    </message>
    <message>
        <source>‖J‖ scaled</source>
        <translation>‖J‖ đã chia</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Đầu %1</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Mọi đầu</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>Uniform (reference)</source>
        <translation>Đều (tham chiếu)</translation>
    </message>
</context>
<context>
    <name>SweepPaint</name>
    <message>
        <source>Mean over %1 trials of one query and %2 keys with independent N(0, 1) entries, seed %3</source>
        <translation>Trung bình của %1 lần thử với một query và %2 key có các phần tử N(0, 1) độc lập, seed %3</translation>
    </message>
    <message>
        <source> (cancelled: partial)</source>
        <translation> (đã hủy: chưa đầy đủ)</translation>
    </message>
    <message>
        <source>Why divide by √d_k? The d_k sweep</source>
        <translation>Vì sao chia cho √d_k? Quét d_k</translation>
    </message>
</context>
<context>
    <name>Target</name>
    <message>
        <source>Set target: output %1, component %2 %3 %4</source>
        <translation>Đặt mục tiêu: đầu ra %1, thành phần %2 %3 %4</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Xoá mục tiêu</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>Head %1 · d_k = %2</source>
        <translation>Đầu %1 · d_k = %2</translation>
    </message>
    <message>
        <source>÷ %1 (chosen divisor)</source>
        <translation>÷ %1 (số chia đã chọn)</translation>
    </message>
    <message>
        <source>Attention weights, head %1 of %2</source>
        <translation>Trọng số attention, đầu %1 trong số %2</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Trọng số attention</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ + M), row by row; not scaled</source>
        <translation>softmax(Q·Kᵀ + M), theo từng hàng; không chia tỉ lệ</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ %1 + M), row by row</source>
        <translation>softmax(Q·Kᵀ %1 + M), theo từng hàng</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ, head %1 of %2</source>
        <translation>Điểm Q·Kᵀ, đầu %1 trong số %2</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Điểm Q·Kᵀ</translation>
    </message>
    <message>
        <source>Nothing to show: %1</source>
        <translation>Không có gì để hiển thị: %1</translation>
    </message>
    <message>
        <source>Nothing to show: the scenario has no queries or keys</source>
        <translation>Không có gì để hiển thị: kịch bản không có query hoặc key nào</translation>
    </message>
    <message>
        <source>raw dot products, before ÷ √d_k and the mask</source>
        <translation>tích vô hướng thô, trước khi ÷ √d_k và áp mặt nạ</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Each query is compared with each key by a dot product: cell (i, j) of the %1 × %2 score matrix Q·Kᵀ says how well query i matches key j. The larger the score, the more that key will count. For %3 the raw scores run from %4 to %5; the best match is %6.</source>
        <translation>Mỗi query được so với từng key bằng tích vô hướng: ô (i, j) của ma trận điểm Q·Kᵀ cỡ %1 × %2 cho biết query i khớp với key j đến mức nào. Điểm càng lớn, key đó càng được tính nhiều. Với %3, điểm thô nằm trong khoảng từ %4 đến %5; key khớp nhất là %6.</translation>
    </message>
    <message>
        <source>No pair is masked here: M is 0 everywhere and every query may attend every key. A causal mask would put −∞ above the diagonal, so that no position sees the future; a padding mask blocks whole columns.</source>
        <translation>Ở đây không cặp nào bị che: M bằng 0 ở mọi ô và mọi query đều được chú ý tới mọi key. Mặt nạ nhân quả sẽ đặt −∞ phía trên đường chéo để không vị trí nào nhìn thấy tương lai; mặt nạ đệm chặn cả cột.</translation>
    </message>
    <message>
        <source>The mask M adds −∞ to the scores of blocked pairs before softmax, so exp(−∞) = 0 gives them weight exactly 0 and nothing else changes shape.</source>
        <translation>Mặt nạ M cộng −∞ vào điểm của các cặp bị chặn trước softmax, nên exp(−∞) = 0 cho chúng trọng số đúng bằng 0, còn hình dạng các phép tính khác không đổi.</translation>
    </message>
    <message>
        <source>%1 of %2 pairs are blocked (causal: no position sees the future).</source>
        <translation>%1 trong %2 cặp bị chặn (nhân quả: không vị trí nào nhìn thấy tương lai).</translation>
    </message>
    <message>
        <source>%1 of %2 pairs are blocked.</source>
        <translation>%1 trong %2 cặp bị chặn.</translation>
    </message>
    <message>
        <source>%1 may attend %2 of the %3 keys; its blocked keys get weight %4.</source>
        <translation>%1 được chú ý tới %2 trong %3 key; các key bị chặn của nó nhận trọng số %4.</translation>
    </message>
    <message>
        <source>Row %1 (%2) sums to %3; its largest weight, %4, goes to %5.</source>
        <translation>Hàng %1 (%2) có tổng %3; trọng số lớn nhất của nó, %4, thuộc về %5.</translation>
    </message>
    <message>
        <source>The output of %1 is the sum of the value vectors weighted by its row: o = Σⱼ wⱼ·vⱼ. It is a new vector that blends every allowed position, not only the best match; %2 contributes most, with weight %3. The values never enter the weights: changing a value moves the output, not the weights.</source>
        <translation>Đầu ra của %1 là tổng các vector value, có trọng số theo hàng của nó: o = Σⱼ wⱼ·vⱼ. Đó là một vector mới pha trộn mọi vị trí được phép, không chỉ key khớp nhất; %2 đóng góp nhiều nhất, với trọng số %3. Value không bao giờ tham gia vào trọng số: thay một value làm đầu ra thay đổi, còn trọng số thì không.</translation>
    </message>
    <message>
        <source>With %1 heads, Q, K and V are split into %1 slices of d_k = %2 columns (d_model %3 ÷ %1), and each head runs the same attention on its own slice, so each head has its own weights. In head %4, %5 gives its largest weight, %6, to %7. What a head does is read from its numbers, not assumed in advance.</source>
        <translation>Với %1 đầu, Q, K và V được chia thành %1 phần, mỗi phần d_k = %2 cột (d_model %3 ÷ %1), và mỗi đầu chạy cùng một phép attention trên phần của riêng nó, nên mỗi đầu có trọng số riêng. Ở đầu %4, %5 dành trọng số lớn nhất, %6, cho %7. Vai trò của một đầu phải được đọc từ các con số của nó, không gán sẵn từ trước.</translation>
    </message>
    <message>
        <source>There is nothing to compute: the scenario has no result.</source>
        <translation>Không có gì để tính: kịch bản không có kết quả.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs are put side by side: row i of the concatenation holds head 1&apos;s output row i, then head 2&apos;s, and so on: %1 numbers, d_model again. Nothing is mixed yet; each column still comes from a single head.</source>
        <translation>Đầu ra của các đầu được đặt cạnh nhau: hàng i của phép ghép chứa hàng i của đầu ra đầu 1, rồi của đầu 2, cứ thế tiếp: %1 số, lại đúng bằng d_model. Chưa có gì được trộn; mỗi cột vẫn đến từ một đầu duy nhất.</translation>
    </message>
    <message>
        <source>= head %1&apos;s output o%2[1]</source>
        <translation>= đầu ra o%2[1] của đầu %1</translation>
    </message>
    <message>
        <source>Scaling is off: the scores go to softmax as they are. Dividing by √d_k = √%1 ≈ %2 would shrink their standard deviation from %3 to %4. The largest weight of %5 is %6 now; with scaling it would be %7.</source>
        <translation>Đang tắt chia tỉ lệ: điểm được đưa thẳng vào softmax. Nếu chia cho √d_k = √%1 ≈ %2, độ lệch chuẩn của điểm sẽ giảm từ %3 xuống %4. Trọng số lớn nhất của %5 hiện là %6; nếu chia tỉ lệ, nó sẽ là %7.</translation>
    </message>
    <message>
        <source>The scores are divided by √d_k = √%1 ≈ %2, so that their spread does not grow with the dimension of the vectors.</source>
        <translation>Điểm được chia cho √d_k = √%1 ≈ %2, để độ phân tán của chúng không tăng theo số chiều của vector.</translation>
    </message>
    <message>
        <source>The scores are divided by %1, a divisor chosen in place of √d_k ≈ %2 (it acts as a softmax temperature).</source>
        <translation>Điểm được chia cho %1, một số chia được chọn thay cho √d_k ≈ %2 (nó đóng vai trò nhiệt độ của softmax).</translation>
    </message>
    <message>
        <source>Dividing by √d_k takes the standard deviation of the scores from %1 to %2. Without scaling the largest weight of %3 would be %4; with it, %5.</source>
        <translation>Chia cho √d_k đưa độ lệch chuẩn của điểm từ %1 xuống %2. Nếu không chia, trọng số lớn nhất của %3 sẽ là %4; khi có chia, là %5.</translation>
    </message>
    <message>
        <source>%1 has no allowed key: softmax is undefined for its row (0/0; PyTorch gives NaN), and this app shows its weights and its head output as 0 by convention.</source>
        <translation>%1 không có key nào được phép: softmax không xác định trên hàng của nó (0/0; PyTorch cho NaN), và ứng dụng này hiển thị trọng số và đầu ra của đầu đó bằng 0 theo quy ước.</translation>
    </message>
    <message>
        <source>Row %1 has no allowed key: softmax is undefined there (0/0; PyTorch gives NaN), and this app shows its weights as 0 by convention.</source>
        <translation>Hàng %1 không có key nào được phép: softmax không xác định ở đó (0/0; PyTorch cho NaN), và ứng dụng này hiển thị các trọng số của nó bằng 0 theo quy ước.</translation>
    </message>
    <message>
        <source>The blocked keys get weight %1.</source>
        <translation>Các key bị chặn nhận trọng số %1.</translation>
    </message>
    <message>
        <source>Finally the concatenation is multiplied by the output projection W_o and the bias b_o is added: output = concat·W_o + b_o. This is where the heads&apos; results are combined into one vector per position. In this app b_o is the layer&apos;s only bias; PyTorch&apos;s nn.MultiheadAttention also adds biases to Q, K and V by default.</source>
        <translation>Cuối cùng, kết quả ghép được nhân với phép chiếu đầu ra W_o rồi cộng bias b_o: đầu ra = concat·W_o + b_o. Đây là nơi kết quả của các đầu được kết hợp thành một vector cho mỗi vị trí. Trong ứng dụng này b_o là bias duy nhất của tầng; nn.MultiheadAttention của PyTorch mặc định còn thêm bias cho Q, K và V.</translation>
    </message>
    <message>
        <source>In self-attention the queries, keys and values are not typed in: each is the embeddings X (%1 × %2) times a learned matrix, Q = X·W_q, K = X·W_k and V = X·W_v. So every token plays three roles: its query asks, its key is matched, its value is passed on. The query of %3 is row %4 of Q, q%4 = x%4·W_q.</source>
        <translation>Trong self-attention, query, key và value không được nhập trực tiếp: mỗi thứ là embedding X (%1 × %2) nhân với một ma trận được học, Q = X·W_q, K = X·W_k và V = X·W_v. Vì vậy mỗi token đóng ba vai: query của nó hỏi, key của nó được so khớp, value của nó được truyền đi. Query của %3 là hàng %4 của Q, q%4 = x%4·W_q.</translation>
    </message>
    <message>
        <source>Here W_q, W_k and W_v are the identity, so Q = K = V = X.</source>
        <translation>Ở đây W_q, W_k và W_v là ma trận đơn vị, nên Q = K = V = X.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into weights exp(s) / Σ exp(s) over the row&apos;s allowed keys: positive for every allowed key, 0 for a key a mask blocks, and each row with an allowed key sums to 1, so its query shares out exactly one unit of attention.</source>
        <translation>Softmax biến mỗi hàng điểm thành trọng số exp(s) / Σ exp(s) trên các key được phép của hàng: dương với mọi key được phép, bằng 0 với key bị mặt nạ chặn, và mỗi hàng có key được phép có tổng bằng 1, nên query của nó chia ra đúng một đơn vị attention.</translation>
    </message>
</context>
<context>
    <name>attn::ImportPlan</name>
    <message>
        <source>The scenario switches to self-attention mode.</source>
        <translation>Kịch bản chuyển sang chế độ self-attention.</translation>
    </message>
    <message>
        <source>d_model changes from %1 to %2.</source>
        <translation>d_model đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>The projections are resized (top-left block kept, identity elsewhere).</source>
        <translation>Các phép chiếu được đổi kích thước (giữ khối góc trên bên trái, phần còn lại là ma trận đơn vị).</translation>
    </message>
    <message>
        <source>The number of heads changes from %1 to %2.</source>
        <translation>Số đầu đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>The number of tokens changes from %1 to %2.</source>
        <translation>Số token đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>The custom mask is resized (new pairs allowed).</source>
        <translation>Mặt nạ tùy chỉnh được đổi kích thước (các cặp mới được phép).</translation>
    </message>
    <message>
        <source>The number of keys changes from %1 to %2.</source>
        <translation>Số key đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>V gets %1 rows (new rows zero: import V next).</source>
        <translation>V có %1 hàng (các hàng mới bằng 0: hãy nhập V tiếp theo).</translation>
    </message>
    <message>
        <source>K gets %1 rows (new rows zero: import K next).</source>
        <translation>K có %1 hàng (các hàng mới bằng 0: hãy nhập K tiếp theo).</translation>
    </message>
    <message>
        <source>The scenario switches to direct mode (Q, K, V of head 1).</source>
        <translation>Kịch bản chuyển sang chế độ trực tiếp (Q, K, V của đầu 1).</translation>
    </message>
    <message>
        <source>d_k changes from %1 to %2: K is resized (new columns zero: import K next).</source>
        <translation>d_k đổi từ %1 thành %2: K được đổi kích thước (các cột mới bằng 0: hãy nhập K tiếp theo).</translation>
    </message>
    <message>
        <source>The number of queries changes from %1 to %2.</source>
        <translation>Số query đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>d_k changes from %1 to %2: Q is resized (new columns zero: import Q next).</source>
        <translation>d_k đổi từ %1 thành %2: Q được đổi kích thước (các cột mới bằng 0: hãy nhập Q tiếp theo).</translation>
    </message>
    <message>
        <source>d_v changes from %1 to %2.</source>
        <translation>d_v đổi từ %1 thành %2.</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>embedding X</translation>
    </message>
    <message>
        <source>queries Q</source>
        <translation>query Q</translation>
    </message>
    <message>
        <source>keys K</source>
        <translation>key K</translation>
    </message>
    <message>
        <source>values V</source>
        <translation>value V</translation>
    </message>
    <message>
        <source>The file holds no numbers.</source>
        <translation>Tệp không chứa số nào.</translation>
    </message>
    <message>
        <source>The scenario would be invalid: %1</source>
        <translation>Kịch bản sẽ không hợp lệ: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::AboutDialog</name>
    <message>
        <source>About Attention Lab</source>
        <translation>Giới thiệu Attention Lab</translation>
    </message>
    <message>
        <source>Attention Lab icon</source>
        <translation>Biểu tượng Attention Lab</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>Application name</source>
        <translation>Tên ứng dụng</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Phiên bản</translation>
    </message>
    <message>
        <source>See and edit scaled dot-product attention, step by step.</source>
        <translation>Xem và chỉnh sửa scaled dot-product attention, từng bước một.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Tóm tắt</translation>
    </message>
    <message>
        <source>License and credits</source>
        <translation>Giấy phép và ghi công</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Phiên bản %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Attention Lab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (%1). It comes with absolutely no warranty.</source>
        <translation>Attention Lab là phần mềm tự do: bạn có thể phân phối lại và/hoặc sửa đổi nó theo các điều khoản của Giấy phép Công cộng GNU (GNU General Public License) do Quỹ Phần mềm Tự do công bố, phiên bản 3 của Giấy phép hoặc (tùy bạn chọn) bất kỳ phiên bản nào mới hơn (%1). Phần mềm hoàn toàn không kèm theo bất kỳ bảo hành nào.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / &amp;radic;d&lt;sub&gt;k&lt;/sub&gt; + M) V is scaled dot-product attention as defined in %1.</source>
        <translation>Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / &amp;radic;d&lt;sub&gt;k&lt;/sub&gt; + M) V là scaled dot-product attention theo định nghĩa trong %1.</translation>
    </message>
    <message>
        <source>The built-in examples reproduce the worked numbers of Indonesian and Vietnamese course material on self-attention.</source>
        <translation>Các ví dụ có sẵn tái tạo những con số đã tính trong tài liệu giảng dạy tiếng Indonesia và tiếng Việt về self-attention.</translation>
    </message>
    <message>
        <source>viridis</source>
        <translation>viridis</translation>
    </message>
    <message>
        <source>%1, for matplotlib (2015), CC0 1.0.</source>
        <translation>%1, cho matplotlib (2015), CC0 1.0.</translation>
    </message>
    <message>
        <source>cividis</source>
        <translation>cividis</translation>
    </message>
    <message>
        <source>%1, %2, PLOS ONE 13(7), 2018.</source>
        <translation>%1, %2, PLOS ONE 13(7), 2018.</translation>
    </message>
    <message>
        <source>diverging</source>
        <translation>phân kỳ</translation>
    </message>
    <message>
        <source>ColorBrewer RdBu by %1, Apache License 2.0.</source>
        <translation>ColorBrewer RdBu của %1, Giấy phép Apache 2.0.</translation>
    </message>
    <message>
        <source>grayscale</source>
        <translation>thang xám</translation>
    </message>
    <message>
        <source>white to black, for print.</source>
        <translation>từ trắng đến đen, dùng khi in.</translation>
    </message>
    <message>
        <source>Built with %1 and %2.</source>
        <translation>Xây dựng bằng %1 và %2.</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Giấy phép</translation>
    </message>
    <message>
        <source>The formula</source>
        <translation>Công thức</translation>
    </message>
    <message>
        <source>Colour maps</source>
        <translation>Bảng màu</translation>
    </message>
    <message>
        <source>The heatmaps&apos; colour maps, all colour-blind safe:</source>
        <translation>Các bảng màu của bản đồ nhiệt, đều an toàn cho người mù màu:</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Thư viện</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation>Không tạo được thư mục tự động lưu %1</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1</source>
        <translation>Không khóa được tệp tự động lưu %1</translation>
    </message>
    <message>
        <source>%1
The file was kept as %2.</source>
        <translation>%1
Tệp đã được giữ lại dưới tên %2.</translation>
    </message>
    <message>
        <source>The disk is full: no room for the autosave folder %1</source>
        <translation>Đĩa đã đầy: không còn chỗ cho thư mục tự động lưu %1</translation>
    </message>
    <message>
        <source>The disk is full: no room for the autosave file %1</source>
        <translation>Đĩa đã đầy: không còn chỗ cho tệp tự động lưu %1</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1: %2</source>
        <translation>Không khóa được tệp tự động lưu %1: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AutosaveIndicator</name>
    <message>
        <source>Autosave status</source>
        <translation>Trạng thái tự động lưu</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Tự động lưu thất bại</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Tự động lưu đang tắt</translation>
    </message>
    <message>
        <source>Unsaved changes are not protected against a crash: %1. Save the document to keep them.</source>
        <translation>Các thay đổi chưa lưu không được bảo vệ khi chương trình gặp sự cố: %1. Hãy lưu tài liệu để giữ chúng.</translation>
    </message>
</context>
<context>
    <name>attn::ui::AutosaveRecovery</name>
    <message>
        <source>an untitled scenario</source>
        <translation>một kịch bản chưa đặt tên</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes?</source>
        <translation>Khôi phục các thay đổi chưa lưu?</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly. Unsaved changes to %1 were saved automatically on %2.</source>
        <translation>Attention Lab đã không đóng đúng cách. Các thay đổi chưa lưu của %1 đã được tự động lưu lúc %2.</translation>
    </message>
    <message>
        <source>Restore opens them as a modified document. Discard deletes them.</source>
        <translation>Khôi phục sẽ mở chúng thành một tài liệu đã sửa đổi. Loại bỏ sẽ xóa chúng.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Khôi phục</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Loại bỏ</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>&amp;Quyết định sau</translation>
    </message>
    <message>
        <source>Restore the autosaved changes</source>
        <translation>Khôi phục các thay đổi đã tự động lưu</translation>
    </message>
    <message>
        <source>Delete the autosaved changes</source>
        <translation>Xóa các thay đổi đã tự động lưu</translation>
    </message>
    <message>
        <source>Keep the autosaved changes for the next start</source>
        <translation>Giữ các thay đổi đã tự động lưu cho lần khởi động sau</translation>
    </message>
    <message>
        <source>The autosaved changes could not be read.
%1</source>
        <translation>Không đọc được các thay đổi đã tự động lưu.
%1</translation>
    </message>
    <message>
        <source>Autosave Not Readable</source>
        <translation>Không đọc được bản tự động lưu</translation>
    </message>
</context>
<context>
    <name>attn::ui::BackwardPanel</name>
    <message>
        <source>Set target</source>
        <translation>Đặt mục tiêu</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Xoá mục tiêu</translation>
    </message>
    <message>
        <source>Target: output row</source>
        <translation>Mục tiêu: hàng đầu ra</translation>
    </message>
    <message>
        <source>Target: component</source>
        <translation>Mục tiêu: thành phần</translation>
    </message>
    <message>
        <source>Target: change</source>
        <translation>Mục tiêu: thay đổi</translation>
    </message>
    <message>
        <source>The target becomes the output with this one cell changed: the loss asks that cell to move, every other cell is already right</source>
        <translation>Mục tiêu trở thành đầu ra với đúng ô này được thay đổi: hàm mất mát yêu cầu ô đó dịch chuyển, mọi ô khác đã đúng</translation>
    </message>
    <message>
        <source>The scenario has no target and no loss any more</source>
        <translation>Kịch bản không còn mục tiêu và hàm mất mát</translation>
    </message>
    <message>
        <source>Target = the output with row</source>
        <translation>Mục tiêu = đầu ra với hàng</translation>
    </message>
    <message>
        <source>component</source>
        <translation>thành phần</translation>
    </message>
    <message>
        <source>changed by</source>
        <translation>đổi một lượng</translation>
    </message>
    <message>
        <source>The loss is 0.5 · Σ (output − target)². Hover a cell of d s to see p ∘ (d p − (p · d p)) with its numbers; raise the scores (turn scaling off, or a smaller divisor) and watch d s fade where softmax saturates.</source>
        <translation>Hàm mất mát là 0,5 · Σ (đầu ra − mục tiêu)². Di chuột lên một ô của d s để xem p ∘ (d p − (p · d p)) với các con số; tăng điểm (tắt chia tỉ lệ, hoặc số chia nhỏ hơn) và xem d s nhạt dần nơi softmax bão hoà.</translation>
    </message>
    <message>
        <source>This scenario has no target, so there is no loss to differentiate. Choose a cell of the output and a change: the target is the output with that one cell changed.</source>
        <translation>Kịch bản này không có mục tiêu nên không có hàm mất mát để lấy đạo hàm. Chọn một ô của đầu ra và một lượng thay đổi: mục tiêu là đầu ra với đúng ô đó được thay đổi.</translation>
    </message>
</context>
<context>
    <name>attn::ui::BackwardView</name>
    <message>
        <source>Backward pass: gradients of the loss</source>
        <translation>Lan truyền ngược: gradient của hàm mất mát</translation>
    </message>
    <message>
        <source>The forward stages the loss reads, over the gradients flowing back: d output, d p and d s. Hover a gradient cell to see its formula with the numbers.</source>
        <translation>Các bước xuôi mà hàm mất mát đọc, phía trên các gradient chảy ngược: d đầu ra, d p và d s. Di chuột lên một ô gradient để xem công thức với các con số.</translation>
    </message>
</context>
<context>
    <name>attn::ui::Classroom</name>
    <message>
        <source>Lesson</source>
        <translation>Bài học</translation>
    </message>
    <message>
        <source>Walkthrough</source>
        <translation>Từng bước</translation>
    </message>
    <message>
        <source>Interventions</source>
        <translation>Can thiệp</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Tệp</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Xem</translation>
    </message>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>Mở &amp;bài học…</translation>
    </message>
    <message>
        <source>Open a lesson file written by a teacher</source>
        <translation>Mở tệp bài học do giáo viên soạn</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Bài học</translation>
    </message>
    <message>
        <source>&amp;%1. %2</source>
        <translation>&amp;%1. %2</translation>
    </message>
    <message>
        <source>&amp;Stop Lesson</source>
        <translation>&amp;Dừng bài học</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Trợ giúp</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>&amp;Walkthrough</source>
        <translation>Từng &amp;bước</translation>
    </message>
    <message>
        <source>&amp;Interventions</source>
        <translation>Can thiệ&amp;p</translation>
    </message>
    <message>
        <source>P&amp;resentation Options</source>
        <translation>Tùy chọn trình chiế&amp;u</translation>
    </message>
    <message>
        <source>&amp;Focus the Current Stage</source>
        <translation>Phóng bước hiện tại kín màn hình (&amp;F)</translation>
    </message>
    <message>
        <source>The pipeline shows the current stage alone, large, with the stages it is computed from</source>
        <translation>Quy trình chỉ hiện bước hiện tại, thật lớn, cùng các bước mà nó được tính từ đó</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostPanel</name>
    <message>
        <source>Sequence length n</source>
        <translation>Độ dài chuỗi n</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Đại lượng</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Đầy đủ</translation>
    </message>
    <message>
        <source>Tiled</source>
        <translation>Theo khối</translation>
    </message>
    <message>
        <source>Cost against n (log-log)</source>
        <translation>Chi phí theo n (log-log)</translation>
    </message>
    <message>
        <source>&amp;Measure on this machine</source>
        <translation>Đ&amp;o trên máy này</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Hủy</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Full: time</source>
        <translation>Đầy đủ: thời gian</translation>
    </message>
    <message>
        <source>Full: peak memory</source>
        <translation>Đầy đủ: bộ nhớ đỉnh</translation>
    </message>
    <message>
        <source>Tiled: time</source>
        <translation>Theo khối: thời gian</translation>
    </message>
    <message>
        <source>Tiled: peak memory</source>
        <translation>Theo khối: bộ nhớ đỉnh</translation>
    </message>
    <message>
        <source>Sequence length n:</source>
        <translation>Độ dài chuỗi n:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured&lt;/b&gt;: the app&apos;s own engine on this machine, a random scenario of this shape, n = 64 to %1.</source>
        <translation>&lt;b&gt;Đo được&lt;/b&gt;: bộ máy của chính ứng dụng trên máy này, một kịch bản ngẫu nhiên có hình dạng này, n = 64 đến %1.</translation>
    </message>
    <message>
        <source>The current scenario&apos;s shape: %1 head(s), d_k = %2, d_model = %3; the tiled path takes %4 keys a block.</source>
        <translation>Hình dạng của kịch bản hiện tại: %1 đầu, d_k = %2, d_model = %3; cách tính theo khối lấy %4 key mỗi khối.</translation>
    </message>
    <message>
        <source>n (tokens)</source>
        <translation>n (token)</translation>
    </message>
    <message>
        <source>score cells</source>
        <translation>ô điểm</translation>
    </message>
    <message>
        <source>multiply-adds</source>
        <translation>phép nhân-cộng</translation>
    </message>
    <message>
        <source>bytes kept, full</source>
        <translation>byte được giữ, đầy đủ</translation>
    </message>
    <message>
        <source>bytes kept, tiled</source>
        <translation>byte được giữ, theo khối</translation>
    </message>
    <message>
        <source>n² slope</source>
        <translation>độ dốc n²</translation>
    </message>
    <message>
        <source>n slope</source>
        <translation>độ dốc n</translation>
    </message>
    <message>
        <source>score cells (heads × n²)</source>
        <translation>ô điểm (số đầu × n²)</translation>
    </message>
    <message>
        <source>multiply-adds: X·Wq, X·Wk, X·Wv</source>
        <translation>phép nhân-cộng: X·Wq, X·Wk, X·Wv</translation>
    </message>
    <message>
        <source>multiply-adds: Q·Kᵀ</source>
        <translation>phép nhân-cộng: Q·Kᵀ</translation>
    </message>
    <message>
        <source>exponentials (softmax)</source>
        <translation>hàm mũ (softmax)</translation>
    </message>
    <message>
        <source>multiply-adds: weights·V</source>
        <translation>phép nhân-cộng: trọng số·V</translation>
    </message>
    <message>
        <source>multiply-adds: output projection</source>
        <translation>phép nhân-cộng: phép chiếu đầu ra</translation>
    </message>
    <message>
        <source>memory kept (float32)</source>
        <translation>bộ nhớ được giữ (float32)</translation>
    </message>
    <message>
        <source>fits the memory budget (%1)</source>
        <translation>vừa hạn mức bộ nhớ (%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>có</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 giây</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>không vừa</translation>
    </message>
    <message>
        <source>Cancelled: the lengths measured so far are shown.</source>
        <translation>Đã hủy: hiển thị các độ dài đã đo được.</translation>
    </message>
    <message>
        <source>From n = %1 the full computation would not fit in the memory budget (%2): it was not run; the tiled one was.</source>
        <translation>Từ n = %1 phép tính đầy đủ sẽ không vừa hạn mức bộ nhớ (%2): nó không được chạy; phép tính theo khối thì có.</translation>
    </message>
    <message>
        <source>This system does not report peak memory: the peak columns are 0.</source>
        <translation>Hệ thống này không báo bộ nhớ đỉnh: các cột đỉnh bằng 0.</translation>
    </message>
    <message>
        <source>Peak memory: the growth of the process&apos;s peak resident size during the run; memory the process already held is reused and not counted.</source>
        <translation>Bộ nhớ đỉnh: phần tăng của kích thước thường trú đỉnh của tiến trình trong lúc chạy; bộ nhớ tiến trình đã giữ được dùng lại và không được tính.</translation>
    </message>
    <message>
        <source>Doubling n from %1 to %2: %3x the pairs, measured time x%4.</source>
        <translation>Nhân đôi n từ %1 lên %2: gấp %3 lần số cặp, thời gian đo được gấp %4 lần.</translation>
    </message>
    <message>
        <source>The time grows like the pairs (n²).</source>
        <translation>Thời gian tăng như số cặp (n²).</translation>
    </message>
    <message>
        <source>At these lengths the time does not yet grow like the pairs: the projections (n·d_model²) or the machine&apos;s other work weigh in.</source>
        <translation>Ở các độ dài này thời gian chưa tăng như số cặp: các phép chiếu (n·d_model²) hoặc công việc khác của máy còn chiếm phần đáng kể.</translation>
    </message>
    <message>
        <source>The time grew faster than the pairs: fresh memory pages, caches too small for the n × n matrices or the machine&apos;s other work; measure again to compare.</source>
        <translation>Thời gian tăng nhanh hơn số cặp: các trang bộ nhớ mới, bộ đệm quá nhỏ cho các ma trận n × n hoặc công việc khác của máy; hãy đo lại để so sánh.</translation>
    </message>
    <message>
        <source>Counts at n</source>
        <translation>Các số đếm tại n</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Tiến độ đo</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Đo được trên máy này</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation>Các đường: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostTabs</name>
    <message>
        <source>Cost of n</source>
        <translation>Chi phí theo n</translation>
    </message>
    <message>
        <source>Online softmax</source>
        <translation>Softmax trực tuyến</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Độ ổn định</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Độ chính xác</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>Chi ph&amp;í</translation>
    </message>
    <message>
        <source>Cost, online softmax and the numbers&apos; limits</source>
        <translation>Chi phí, softmax trực tuyến và giới hạn của các con số</translation>
    </message>
    <message>
        <source>Compute in &amp;Double</source>
        <translation>Tính bằng double 64 bit (&amp;6)</translation>
    </message>
    <message>
        <source>Repeat the computation in double and show how far float32&apos;s result is from it</source>
        <translation>Lặp lại phép tính bằng double và cho thấy kết quả float32 lệch bao xa so với nó</translation>
    </message>
</context>
<context>
    <name>attn::ui::DirectPanel</name>
    <message>
        <source>Queries Q</source>
        <translation>Query Q</translation>
    </message>
    <message>
        <source>Keys K</source>
        <translation>Key K</translation>
    </message>
    <message>
        <source>Values V</source>
        <translation>Value V</translation>
    </message>
    <message>
        <source>Double-click a label to rename it</source>
        <translation>Nhấp đúp vào nhãn để đổi tên</translation>
    </message>
    <message>
        <source>Rename query</source>
        <translation>Đổi tên query</translation>
    </message>
    <message>
        <source>Rename key</source>
        <translation>Đổi tên key</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Nhãn:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Queries Q&lt;/b&gt; (%1 × d_k %2)</source>
        <translation>&lt;b&gt;Query Q&lt;/b&gt; (%1 × d_k %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Keys K&lt;/b&gt; (%1 × d_k %2)</source>
        <translation>&lt;b&gt;Key K&lt;/b&gt; (%1 × d_k %2)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Values V&lt;/b&gt; (%1 × d_v %2)</source>
        <translation>&lt;b&gt;Value V&lt;/b&gt; (%1 × d_v %2)</translation>
    </message>
    <message>
        <source>Direct mode: type Q, K and V; one head. Padding marks keys in the Keys tab.</source>
        <translation>Chế độ trực tiếp: nhập Q, K và V; một đầu. Đánh dấu key đệm ở thẻ Key.</translation>
    </message>
</context>
<context>
    <name>attn::ui::DivisorControl</name>
    <message>
        <source>Divisor of the scores</source>
        <translation>Số chia của điểm</translation>
    </message>
    <message>
        <source>Divide the scores by this number instead of √d_k: smaller makes softmax sharper, larger makes it flatter (a temperature).</source>
        <translation>Chia điểm cho số này thay vì √d_k: số nhỏ hơn làm softmax nhọn hơn, số lớn hơn làm nó phẳng hơn (như một nhiệt độ).</translation>
    </message>
    <message>
        <source>√d_k</source>
        <translation>√d_k</translation>
    </message>
    <message>
        <source>Divide by √d_k again (the default)</source>
        <translation>Chia lại cho √d_k (mặc định)</translation>
    </message>
    <message>
        <source>Reset the divisor to the square root of d_k</source>
        <translation>Đặt lại số chia về căn bậc hai của d_k</translation>
    </message>
    <message>
        <source>÷ %1</source>
        <translation>÷ %1</translation>
    </message>
    <message>
        <source>÷ %1 = √%2</source>
        <translation>÷ %1 = √%2</translation>
    </message>
    <message>
        <source>The scores are divided by %1</source>
        <translation>Điểm được chia cho %1</translation>
    </message>
    <message>
        <source>Scaling is off: the scores are not divided</source>
        <translation>Đang tắt chia tỉ lệ: điểm không được chia</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Chưa đặt tên</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Không thay đổi: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::DocumentActions</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Tự động lưu thất bại: %1</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>Tự động lưu đang tắt: %1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Tạo mới</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Mở…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Mở &amp;gần đây</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Lưu</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Lưu &amp;dưới tên khác…</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Xóa danh sách</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Đã mở %1</translation>
    </message>
    <message>
        <source>Opened %1 (%2)</source>
        <translation>Đã mở %1 (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Đã lưu %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Thay đổi chưa lưu</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>Lưu các thay đổi của “%1”?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Các thay đổi sẽ bị mất nếu bạn không lưu.</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Mở kịch bản</translation>
    </message>
    <message>
        <source>Attention Lab scenarios (*.json);;All files (*)</source>
        <translation>Kịch bản Attention Lab (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>Không mở được “%1”.</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>Không lưu được “%1”.</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Lưu kịch bản dưới tên khác</translation>
    </message>
    <message>
        <source>Attention Lab scenarios (*.json)</source>
        <translation>Kịch bản Attention Lab (*.json)</translation>
    </message>
    <message>
        <source>Random scenario (seed %1)</source>
        <translation>Kịch bản ngẫu nhiên (seed %1)</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Tệp đã thay đổi trên đĩa</translation>
    </message>
    <message>
        <source>“%1” changed on disk since this window opened or saved it, perhaps in another window.</source>
        <translation>“%1” đã thay đổi trên đĩa kể từ khi cửa sổ này mở hoặc lưu nó, có thể ở một cửa sổ khác.</translation>
    </message>
    <message>
        <source>Overwrite it with this window&apos;s version, save this version under another name, or reload the file and lose the changes made here?</source>
        <translation>Ghi đè bằng phiên bản của cửa sổ này, lưu phiên bản này dưới tên khác, hay tải lại tệp và mất các thay đổi đã làm ở đây?</translation>
    </message>
    <message>
        <source>“%1” changed on disk; saving will ask what to do.</source>
        <translation>“%1” đã thay đổi trên đĩa; khi lưu, bạn sẽ được hỏi phải làm gì.</translation>
    </message>
    <message>
        <source>“%1” changed on disk. Reload it?</source>
        <translation>“%1” đã thay đổi trên đĩa. Tải lại?</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExampleTitles</name>
    <message>
        <source>One query, two keys, by hand (seed 002)</source>
        <translation>Một query, hai key, tính bằng tay (tài liệu 002)</translation>
    </message>
    <message>
        <source>Exercise: change v2 to [10, 10], the weights stay (seed 002)</source>
        <translation>Bài tập: đổi v2 thành [10, 10], trọng số không đổi (tài liệu 002)</translation>
    </message>
    <message>
        <source>Exercise: mask the first key, the output is v2 (seed 002)</source>
        <translation>Bài tập: che key thứ nhất, đầu ra là v2 (tài liệu 002)</translation>
    </message>
    <message>
        <source>Step by step on four tokens, W = I (seed 000)</source>
        <translation>Từng bước trên bốn token, W = I (tài liệu 000)</translation>
    </message>
    <message>
        <source>The causal mask on a 4 x 4 score matrix (seed 000)</source>
        <translation>Mặt nạ nhân quả trên ma trận điểm 4 x 4 (tài liệu 000)</translation>
    </message>
    <message>
        <source>Why divide by sqrt(d_k): one query, eight keys, d_k = 64 (seed 000)</source>
        <translation>Vì sao chia cho sqrt(d_k): một query, tám key, d_k = 64 (tài liệu 000)</translation>
    </message>
    <message>
        <source>&quot;Orange is my favorite fruit&quot;: the weight row of &quot;Orange&quot; (seed 003)</source>
        <translation>&quot;Orange is my favorite fruit&quot;: hàng trọng số của &quot;Orange&quot; (tài liệu 003)</translation>
    </message>
    <message>
        <source>MultiHeadAttention as in seed 003: d_model 4, 2 heads, bias on the output only</source>
        <translation>MultiHeadAttention như trong tài liệu 003: d_model 4, 2 đầu, chỉ phép chiếu đầu ra có bias</translation>
    </message>
    <message>
        <source>Two heads, d_model 8, causal: a decoder sees only the past</source>
        <translation>Hai đầu, d_model 8, nhân quả: decoder chỉ nhìn thấy quá khứ</translation>
    </message>
    <message>
        <source>Padding: two &lt;pad&gt; tokens that no query may attend</source>
        <translation>Phần đệm: hai token &lt;pad&gt; mà không query nào được chú ý tới</translation>
    </message>
    <message>
        <source>Two designed heads: one looks at the previous token, one at the same token</source>
        <translation>Hai đầu được thiết kế: một đầu nhìn token đứng trước, một đầu nhìn chính token đó</translation>
    </message>
    <message>
        <source>Causal mask and left padding: the &lt;pad&gt; row has no key to look at</source>
        <translation>Mặt nạ nhân quả và phần đệm bên trái: hàng &lt;pad&gt; không có key nào để nhìn</translation>
    </message>
    <message>
        <source>Cross-attention: four French decoder queries read five English encoder keys</source>
        <translation>Cross-attention: bốn query decoder tiếng Pháp đọc năm key encoder tiếng Anh</translation>
    </message>
    <message>
        <source>Sinusoidal positions: sin and cos rows added to the embeddings, the two &quot;the&quot; now differ</source>
        <translation>Vị trí sinusoidal: các hàng sin và cos được cộng vào embedding, hai chữ &quot;the&quot; giờ khác nhau</translation>
    </message>
    <message>
        <source>Learned positions: a table added to the embeddings, edited like them</source>
        <translation>Vị trí learned: một bảng được cộng vào embedding, sửa được như embedding</translation>
    </message>
    <message>
        <source>ALiBi: a bias −slope·|i − j| per head, nearby words weigh more</source>
        <translation>ALiBi: độ lệch −slope·|i − j| cho mỗi đầu, các từ gần có trọng số lớn hơn</translation>
    </message>
    <message>
        <source>A future key with a very high score (seed 002&apos;s leak)</source>
        <translation>Một key tương lai có điểm rất cao (rò rỉ của tài liệu 002)</translation>
    </message>
    <message>
        <source>divisor-matters, step 0</source>
        <translation>divisor-matters, bước 0</translation>
    </message>
    <message>
        <source>what-a-head-learns, step 200</source>
        <translation>what-a-head-learns, bước 200</translation>
    </message>
    <message>
        <source>The same four tokens in reverse order</source>
        <translation>Cùng bốn token theo thứ tự đảo ngược</translation>
    </message>
    <message>
        <source>“the cat saw the dog” without positions</source>
        <translation>“the cat saw the dog” không có vị trí</translation>
    </message>
    <message>
        <source>Scores of 100 and 90</source>
        <translation>Điểm 100 và 90</translation>
    </message>
    <message>
        <source>RoPE: q and k rotated by their position, the score depends on them and on i − j</source>
        <translation>RoPE: q và k được xoay theo vị trí của chúng, điểm phụ thuộc vào chúng và vào i − j</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Picture</source>
        <translation>Xuất hình</translation>
    </message>
    <message>
        <source>View to export</source>
        <translation>Khung cần xuất</translation>
    </message>
    <message>
        <source>PNG image, 1× (screen)</source>
        <translation>Ảnh PNG, 1× (màn hình)</translation>
    </message>
    <message>
        <source>PNG image, 2× (slides, high-DPI)</source>
        <translation>Ảnh PNG, 2× (trang chiếu, DPI cao)</translation>
    </message>
    <message>
        <source>PNG image, 4× (print, posters)</source>
        <translation>Ảnh PNG, 4× (in ấn, áp phích)</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>Ảnh vector SVG</translation>
    </message>
    <message>
        <source>PDF handout (title, formula, settings, picture)</source>
        <translation>Tài liệu phát tay PDF (tiêu đề, công thức, thiết lập, hình)</translation>
    </message>
    <message>
        <source>Format and scale</source>
        <translation>Định dạng và tỉ lệ</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Tệp cần ghi</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Duyệt…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Chọn tệp</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Xuất</translation>
    </message>
    <message>
        <source>Export the picture</source>
        <translation>Xuất hình</translation>
    </message>
    <message>
        <source>Cancel the export</source>
        <translation>Hủy việc xuất</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>&amp;Khung:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>Địn&amp;h dạng:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>&amp;Tệp:</translation>
    </message>
    <message>
        <source>Attention Weights</source>
        <translation>Trọng số attention</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Điểm</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Quy trình</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>Mọi đầu</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>d_k Sweep</source>
        <translation>Quét d_k</translation>
    </message>
    <message>
        <source>Whole Window</source>
        <translation>Toàn bộ cửa sổ</translation>
    </message>
    <message>
        <source>Replace File?</source>
        <translation>Thay thế tệp?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 đã tồn tại. Thay thế tệp này?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Ảnh PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Ảnh SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Tài liệu PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Attention Weights…</source>
        <translation>Trọng số attention…</translation>
    </message>
    <message>
        <source>Scores…</source>
        <translation>Điểm…</translation>
    </message>
    <message>
        <source>Pipeline…</source>
        <translation>Quy trình…</translation>
    </message>
    <message>
        <source>All Heads…</source>
        <translation>Mọi đầu…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Thống kê…</translation>
    </message>
    <message>
        <source>d_k Sweep…</source>
        <translation>Quét d_k…</translation>
    </message>
    <message>
        <source>Whole Window…</source>
        <translation>Toàn bộ cửa sổ…</translation>
    </message>
    <message>
        <source>&amp;Outline the followed query row</source>
        <translation>&amp;Viền hàng query đang theo dõi</translation>
    </message>
    <message>
        <source>Draw the outline of the query row followed on screen, as in the views; handouts usually go without it</source>
        <translation>Vẽ viền của hàng query đang theo dõi trên màn hình, như trong các khung nhìn; tài liệu phát tay thường không có viền này</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateCanvas</name>
    <message>
        <source>K cache</source>
        <translation>Bộ nhớ đệm K</translation>
    </message>
    <message>
        <source>%1 of %2 keys</source>
        <translation>%1 trên %2 key</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>Bộ nhớ đệm V</translation>
    </message>
    <message>
        <source>New row of scores q·Kᵀ</source>
        <translation>Hàng điểm mới q·Kᵀ</translation>
    </message>
    <message>
        <source>query %1 only</source>
        <translation>chỉ query %1</translation>
    </message>
    <message>
        <source>Weights, every row so far</source>
        <translation>Trọng số, mọi hàng cho tới giờ</translation>
    </message>
    <message>
        <source>rows 1–%1 kept from their steps; row %2 is new</source>
        <translation>hàng 1–%1 giữ nguyên từ các bước trước; hàng %2 là mới</translation>
    </message>
    <message>
        <source>row 1 is new</source>
        <translation>hàng 1 là mới</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Output rows so far</source>
        <translation>Các hàng đầu ra cho tới giờ</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Trước</translation>
    </message>
    <message>
        <source>Back one generated token</source>
        <translation>Lùi lại một token đã sinh</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Tiếp ▶</translation>
    </message>
    <message>
        <source>Generate the next token: one new query row</source>
        <translation>Sinh token tiếp theo: một hàng query mới</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Phát</translation>
    </message>
    <message>
        <source>Generate the remaining tokens one after another</source>
        <translation>Sinh lần lượt các token còn lại</translation>
    </message>
    <message>
        <source>Turn On the Causal Mask</source>
        <translation>Bật mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Đầu %1</translation>
    </message>
    <message>
        <source>Nothing to generate: the engine refused this scenario (see the status bar).</source>
        <translation>Không có gì để sinh: bộ máy tính đã từ chối kịch bản này (xem thanh trạng thái).</translation>
    </message>
    <message>
        <source>Generation needs the causal mask: a token being generated may only look at the tokens before it. Turn the causal mask on to step through this scenario one token at a time.</source>
        <translation>Việc sinh cần mặt nạ nhân quả: token đang được sinh chỉ được nhìn các token đứng trước nó. Hãy bật mặt nạ nhân quả để đi qua kịch bản này từng token một.</translation>
    </message>
    <message>
        <source>More than %1 queries: too many steps to show one by one.</source>
        <translation>Hơn %1 query: quá nhiều bước để hiển thị từng bước một.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Sinh tok&amp;en</translation>
    </message>
    <message>
        <source>Generation step</source>
        <translation>Bước sinh</translation>
    </message>
    <message>
        <source>Generation, one token at a time</source>
        <translation>Sinh từng token một</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadsView</name>
    <message>
        <source>Attention weights of every head</source>
        <translation>Trọng số attention của mọi đầu</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapAccessible</name>
    <message>
        <source>row %1</source>
        <translation>hàng %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>cột %1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>a heatmap cell for a screen reader: row token, column token, value</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 by %3</source>
        <extracomment>%1 is a matrix name like &quot;Weights&quot;, %2 and %3 its rows and columns</extracomment>
        <translation>%1, %2 hàng × %3 cột</translation>
    </message>
    <message>
        <source>Arrow keys move between cells, Page Up and Page Down between heatmaps, Enter follows the query, F reads the formula.</source>
        <translation>Phím mũi tên di chuyển giữa các ô, Page Up và Page Down chuyển giữa các bản đồ nhiệt, Enter để theo dõi query, F đọc công thức.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a heatmap cell of a view with several matrices: the matrix (%1), then the cell (%2)</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapViewBase</name>
    <message>
        <source>No scenario loaded</source>
        <translation>Chưa nạp kịch bản nào</translation>
    </message>
    <message>
        <source>row %1 is “%2”</source>
        <translation>hàng %1 là “%2”</translation>
    </message>
    <message>
        <source>Click to follow this query through every stage</source>
        <translation>Nhấp để theo dõi query này qua mọi giai đoạn</translation>
    </message>
    <message>
        <source>allowed, 0</source>
        <translation>được phép, 0</translation>
    </message>
    <message>
        <source>masked, minus infinity</source>
        <translation>bị che, âm vô cực</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>bị che</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>không có giá trị</translation>
    </message>
    <message>
        <source>No further heatmap: %1 is the last</source>
        <translation>Không còn bản đồ nhiệt nào nữa: %1 là cái cuối cùng</translation>
    </message>
    <message>
        <source>No earlier heatmap: %1 is the first</source>
        <translation>Không có bản đồ nhiệt nào trước đó: %1 là cái đầu tiên</translation>
    </message>
    <message>
        <source>No cell chosen: press an arrow key first</source>
        <translation>Chưa chọn ô nào: hãy nhấn một phím mũi tên trước</translation>
    </message>
    <message>
        <source>blocked by hand, minus infinity</source>
        <translation>chặn thủ công, âm vô cực</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>chặn thủ công</translation>
    </message>
    <message>
        <source>hidden until the reveal: predict first</source>
        <translation>ẩn cho đến khi mở: hãy dự đoán trước</translation>
    </message>
</context>
<context>
    <name>attn::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>Trợ &amp;giúp</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts…</source>
        <translation>&amp;Phím tắt…</translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation>Liệt kê mọi phím tắt</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Giới thiệu Attention Lab</translation>
    </message>
    <message>
        <source>Version, license and credits</source>
        <translation>Phiên bản, giấy phép và ghi công</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Giới thiệu &amp;Qt</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImportDialog</name>
    <message>
        <source>Import Matrix</source>
        <translation>Nhập ma trận</translation>
    </message>
    <message>
        <source>Embeddings X (self-attention)</source>
        <translation>Embedding X (self-attention)</translation>
    </message>
    <message>
        <source>Queries Q (direct mode)</source>
        <translation>Query Q (chế độ trực tiếp)</translation>
    </message>
    <message>
        <source>Keys K (direct mode)</source>
        <translation>Key K (chế độ trực tiếp)</translation>
    </message>
    <message>
        <source>Values V (direct mode)</source>
        <translation>Value V (chế độ trực tiếp)</translation>
    </message>
    <message>
        <source>Import as</source>
        <translation>Nhập dưới dạng</translation>
    </message>
    <message>
        <source>First rows of the file</source>
        <translation>Các hàng đầu tiên của tệp</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Nhập</translation>
    </message>
    <message>
        <source>Import the matrix</source>
        <translation>Nhập ma trận</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Hủy việc nhập</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Tệp:</translation>
    </message>
    <message>
        <source>Import as:</source>
        <translation>Nhập dưới dạng:</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Nhập %1 từ %2</translation>
    </message>
    <message>
        <source>This file cannot be imported:
%1</source>
        <translation>Không thể nhập tệp này:
%1</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns</source>
        <translation>%1 hàng × %2 cột</translation>
    </message>
    <message>
        <source>(the first %1 rows and %2 columns are shown)</source>
        <translation>(hiển thị %1 hàng và %2 cột đầu tiên)</translation>
    </message>
    <message>
        <source>Read from the file:</source>
        <translation>Đọc từ tệp:</translation>
    </message>
    <message>
        <source>Importing changes:</source>
        <translation>Việc nhập sẽ thay đổi:</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import Matrix…</source>
        <translation>&amp;Nhập ma trận…</translation>
    </message>
    <message>
        <source>Embeddings, or Q, K or V, from a CSV or NumPy .npy file</source>
        <translation>Embedding, hoặc Q, K hay V, từ tệp CSV hoặc tệp NumPy .npy</translation>
    </message>
    <message>
        <source>&amp;Export Picture</source>
        <translation>&amp;Xuất hình</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>Sao chép &amp;hình</translation>
    </message>
    <message>
        <source>Could not copy the picture.</source>
        <translation>Không sao chép được hình.</translation>
    </message>
    <message>
        <source>Copy &amp;Matrix as Text</source>
        <translation>Sao chép ma trận dạng &amp;văn bản</translation>
    </message>
    <message>
        <source>Export All &amp;Matrices as CSV…</source>
        <translation>Xuất mọi ma trận ra &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Result &amp;JSON…</source>
        <translation>Xuất kết quả &amp;JSON…</translation>
    </message>
    <message>
        <source>(the scenario cannot be computed)</source>
        <translation>(không tính được kịch bản)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Nhập %1 từ %2</translation>
    </message>
    <message>
        <source>Import Matrix</source>
        <translation>Nhập ma trận</translation>
    </message>
    <message>
        <source>Matrices (*.csv *.tsv *.txt *.npy);;CSV text (*.csv *.tsv *.txt);;NumPy arrays (*.npy);;All files (*)</source>
        <translation>Ma trận (*.csv *.tsv *.txt *.npy);;Văn bản CSV (*.csv *.tsv *.txt);;Mảng NumPy (*.npy);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Đã xuất %1</translation>
    </message>
    <message>
        <source>Could not export the picture.</source>
        <translation>Không xuất được hình.</translation>
    </message>
    <message>
        <source>Copied the picture of %1</source>
        <translation>Đã sao chép hình của %1</translation>
    </message>
    <message>
        <source>Copied %1 as text</source>
        <translation>Đã sao chép %1 dạng văn bản</translation>
    </message>
    <message>
        <source>The scenario cannot be computed: %1</source>
        <translation>Không tính được kịch bản: %1</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: không tạo được thư mục</translation>
    </message>
    <message>
        <source>Export All Matrices into a Folder</source>
        <translation>Xuất mọi ma trận vào một thư mục</translation>
    </message>
    <message>
        <source>Replace Files?</source>
        <translation>Thay thế các tệp?</translation>
    </message>
    <message numerus="yes">
        <source>The folder already holds %n of these CSV files. Replace them?</source>
        <translation>
            <numerusform>Thư mục đã có %n trong số các tệp CSV này. Thay thế chúng?</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported the matrices to %1</source>
        <translation>Đã xuất các ma trận vào %1</translation>
    </message>
    <message>
        <source>Could not export the matrices.</source>
        <translation>Không xuất được các ma trận.</translation>
    </message>
    <message>
        <source>Export Result JSON</source>
        <translation>Xuất kết quả JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Tệp JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not export the result.</source>
        <translation>Không xuất được kết quả.</translation>
    </message>
    <message>
        <source>result</source>
        <translation>kết-quả</translation>
    </message>
    <message>
        <source>The weights and outputs are hidden until the reveal (predict, then reveal, or a lesson question not yet answered): reveal them first (Ctrl+Shift+P), then export or copy.</source>
        <translation>Trọng số và đầu ra đang ẩn cho đến khi mở (dự đoán rồi mở, hoặc một câu hỏi của bài học chưa được trả lời): hãy mở chúng trước (Ctrl+Shift+P), rồi mới xuất hoặc sao chép.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InterventionModel</name>
    <message>
        <source>Half the sum of |Δw| over keys and heads: the share of attention that moved to other keys</source>
        <translation>Một nửa tổng |Δw| theo các key và các đầu: phần attention đã chuyển sang các key khác</translation>
    </message>
    <message>
        <source>The share of the row&apos;s attention that moved to other keys (half the sum of |Δw|, over heads)</source>
        <translation>Phần attention của hàng đã chuyển sang các key khác (một nửa tổng |Δw|, theo các đầu)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>Output before</source>
        <translation>Đầu ra trước</translation>
    </message>
    <message>
        <source>Output after</source>
        <translation>Đầu ra sau</translation>
    </message>
    <message>
        <source>‖Δ‖</source>
        <translation>‖Δ‖</translation>
    </message>
    <message>
        <source>Δ weight</source>
        <translation>Δ trọng số</translation>
    </message>
    <message>
        <source>‖after − before‖ = %1 (the row&apos;s length before: %2)</source>
        <translation>‖sau − trước‖ = %1 (độ dài của hàng lúc trước: %2)</translation>
    </message>
    <message>
        <source>How far the output row moved: ‖after − before‖</source>
        <translation>Hàng đầu ra đã dịch chuyển bao xa: ‖sau − trước‖</translation>
    </message>
</context>
<context>
    <name>attn::ui::InterventionPanel</name>
    <message>
        <source>Interventions</source>
        <translation>Can thiệp</translation>
    </message>
    <message>
        <source>A large weight does not prove a cause. Change one input and compare the output before and after.</source>
        <translation>Trọng số lớn không chứng minh được nguyên nhân. Hãy thay đổi một đầu vào rồi so sánh đầu ra trước và sau.</translation>
    </message>
    <message>
        <source>Kind of intervention</source>
        <translation>Loại can thiệp</translation>
    </message>
    <message>
        <source>Knock out as a key (mask it)</source>
        <translation>Loại bỏ key (che nó)</translation>
    </message>
    <message>
        <source>Zero its value vector</source>
        <translation>Đặt vector value của nó bằng 0</translation>
    </message>
    <message>
        <source>Replace its embedding</source>
        <translation>Thay embedding của nó</translation>
    </message>
    <message>
        <source>&amp;Intervention:</source>
        <translation>&amp;Can thiệp:</translation>
    </message>
    <message>
        <source>Token to intervene on</source>
        <translation>Token cần can thiệp</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>Replacement embedding</source>
        <translation>Embedding thay thế</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>Thay &amp;bằng:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Áp dụng</translation>
    </message>
    <message>
        <source>Apply the intervention</source>
        <translation>Áp dụng phép can thiệp</translation>
    </message>
    <message>
        <source>An ordinary edit: Undo takes it back</source>
        <translation>Một thao tác sửa bình thường: Hoàn tác sẽ gỡ bỏ nó</translation>
    </message>
    <message>
        <source>Compare from Here</source>
        <translation>So sánh từ đây</translation>
    </message>
    <message>
        <source>Compare from the current state</source>
        <translation>So sánh từ trạng thái hiện tại</translation>
    </message>
    <message>
        <source>Effect of the intervention</source>
        <translation>Tác động của phép can thiệp</translation>
    </message>
    <message>
        <source>Output before and after, by row</source>
        <translation>Đầu ra trước và sau, theo từng hàng</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>toàn số 0</translation>
    </message>
    <message>
        <source>the embedding of %1</source>
        <translation>embedding của %1</translation>
    </message>
    <message>
        <source>Needs direct mode: in self-attention the value v = x·W_v changes together with the key</source>
        <translation>Cần chế độ trực tiếp: trong self-attention, value v = x·W_v thay đổi cùng với key</translation>
    </message>
    <message>
        <source>In direct mode a token is a key: its k and v rows are replaced</source>
        <translation>Ở chế độ trực tiếp, một token là một key: các hàng k và v của nó bị thay thế</translation>
    </message>
    <message>
        <source>Its query, key and value all change</source>
        <translation>Cả query, key và value của nó đều thay đổi</translation>
    </message>
    <message>
        <source>Knock out %1 as a key</source>
        <translation>Loại bỏ key %1</translation>
    </message>
    <message>
        <source>Zero the value of %1</source>
        <translation>Đặt value của %1 bằng 0</translation>
    </message>
    <message>
        <source>Replace the embedding of %1 with zeros</source>
        <translation>Thay embedding của %1 bằng toàn số 0</translation>
    </message>
    <message>
        <source>Replace the embedding of %1 with that of %2</source>
        <translation>Thay embedding của %1 bằng embedding của %2</translation>
    </message>
    <message>
        <source>Cannot apply: %1</source>
        <translation>Không áp dụng được: %1</translation>
    </message>
    <message>
        <source>Nothing to compare: the scenario has no result.</source>
        <translation>Không có gì để so sánh: kịch bản không có kết quả.</translation>
    </message>
    <message>
        <source>The output is the same as before. Apply an intervention to see what one input does to it.</source>
        <translation>Đầu ra vẫn như trước. Hãy áp dụng một phép can thiệp để xem một đầu vào tác động lên nó thế nào.</translation>
    </message>
    <message>
        <source>Take the current output as “before”</source>
        <translation>Lấy đầu ra hiện tại làm “trước”</translation>
    </message>
    <message>
        <source>The output moved by %1 in all (‖after − before‖); %2 moved most, by %3.</source>
        <translation>Tổng cộng, đầu ra dịch chuyển %1 (‖sau − trước‖); %2 dịch chuyển nhiều nhất, một khoảng %3.</translation>
    </message>
    <message>
        <source>Hidden until the reveal: the outputs before and after are shown once the class has predicted.</source>
        <translation>Ẩn cho đến khi mở: đầu ra trước và sau được hiện khi cả lớp đã dự đoán.</translation>
    </message>
</context>
<context>
    <name>attn::ui::JacobianRowModel</name>
    <message>
        <source>Head %1 · %2</source>
        <translation>Đầu %1 · %2</translation>
    </message>
    <message>
        <source>no valid keys</source>
        <translation>không có key hợp lệ</translation>
    </message>
    <message>
        <source>‖diag(p) − p·pᵀ‖ = %1</source>
        <translation>‖diag(p) − p·pᵀ‖ = %1</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Query</translation>
    </message>
    <message>
        <source>‖J‖ raw</source>
        <translation>‖J‖ thô</translation>
    </message>
    <message>
        <source>‖J‖ scaled</source>
        <translation>‖J‖ đã chia</translation>
    </message>
</context>
<context>
    <name>attn::ui::KeyboardAccessText</name>
    <message>
        <source>Move between cells</source>
        <translation>Di chuyển giữa các ô</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Phím mũi tên</translation>
    </message>
    <message>
        <source>First / last column</source>
        <translation>Cột đầu / cột cuối</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>Previous / next heatmap (pipeline, heads)</source>
        <translation>Bản đồ nhiệt trước / sau (các bước, các đầu)</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>Follow the query of the row (mask editing: block or allow the cell)</source>
        <translation>Theo dõi query của hàng (khi sửa mặt nạ: che hoặc cho phép ô)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, phím cách</translation>
    </message>
    <message>
        <source>Read the cell&apos;s formula aloud</source>
        <translation>Đọc to công thức của ô</translation>
    </message>
    <message>
        <source>Leave the cell (the whole heatmap again)</source>
        <translation>Rời ô (trở lại cả bản đồ nhiệt)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Phóng bước hiện tạ&amp;i kín màn hình</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Thu nhỏ</translation>
    </message>
    <message>
        <source>Back to 100 %</source>
        <translation>Trở về 100 %</translation>
    </message>
    <message>
        <source>Zoom around the pointer / pan</source>
        <translation>Phóng bước hiện tạ&amp;i kín màn hình</translation>
    </message>
    <message>
        <source>Ctrl+wheel / wheel, drag</source>
        <translation>Ctrl+con lăn / con lăn, kéo</translation>
    </message>
    <message>
        <source>Next / previous control, the toolbars&apos; switches included</source>
        <translation>Điều khiển kế tiếp / trước đó, kể cả các công tắc trên thanh công cụ</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Leave a table of numbers</source>
        <translation>Rời một bảng số</translation>
    </message>
    <message>
        <source>Tab (the arrows move inside)</source>
        <translation>Tab (phím mũi tên di chuyển bên trong)</translation>
    </message>
    <message>
        <source>Open a menu</source>
        <translation>Mở một trình đơn</translation>
    </message>
    <message>
        <source>Alt with the underlined letter</source>
        <translation>Alt cùng chữ cái được gạch dưới</translation>
    </message>
</context>
<context>
    <name>attn::ui::Language</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Ngôn n&amp;gữ</translation>
    </message>
</context>
<context>
    <name>attn::ui::LearnCharts</name>
    <message>
        <source>Loss per variant</source>
        <translation>Hàm mất mát theo biến thể</translation>
    </message>
    <message>
        <source>Accuracy per variant</source>
        <translation>Độ chính xác theo biến thể</translation>
    </message>
    <message>
        <source>Gradient norm per variant</source>
        <translation>Chuẩn gradient theo biến thể</translation>
    </message>
    <message>
        <source>Mean max weight per variant</source>
        <translation>Trọng số max trung bình theo biến thể</translation>
    </message>
    <message>
        <source>Mean softmax Jacobian norm per variant</source>
        <translation>Chuẩn Jacobian softmax trung bình theo biến thể</translation>
    </message>
    <message>
        <source>step</source>
        <translation>bước</translation>
    </message>
</context>
<context>
    <name>attn::ui::LearnPanel</name>
    <message>
        <source>scaled by √d_k</source>
        <translation>chia cho √d_k</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>không chia tỉ lệ</translation>
    </message>
    <message>
        <source>divisor</source>
        <translation>số chia</translation>
    </message>
    <message>
        <source>Chosen divisor</source>
        <translation>Số chia đã chọn</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Chạy</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Tạm dừng</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Bước</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Đặt lại</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Nhiệm vụ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Độ dài</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Số đầu</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Bộ tối ưu</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tốc độ học</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Số bước</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Biến thể:</translation>
    </message>
    <message>
        <source>Attention on the probe input</source>
        <translation>Attention trên đầu vào thăm dò</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Đầu được hiển thị</translation>
    </message>
    <message>
        <source>Recorded step</source>
        <translation>Bước đã ghi</translation>
    </message>
    <message>
        <source>Variant to open</source>
        <translation>Biến thể để mở</translation>
    </message>
    <message>
        <source>Open this step as a scenario</source>
        <translation>Mở bước này thành kịch bản</translation>
    </message>
    <message>
        <source>The chosen variant&apos;s attention layer at the shown step, on the probe input, becomes the window&apos;s scenario (Undo brings the old one back)</source>
        <translation>Lớp attention của biến thể đã chọn ở bước đang hiển thị, trên đầu vào thăm dò, trở thành kịch bản của cửa sổ (Hoàn tác đưa kịch bản cũ trở lại)</translation>
    </message>
    <message>
        <source>Choose at least one variant</source>
        <translation>Chọn ít nhất một biến thể</translation>
    </message>
    <message>
        <source>d_model must be a multiple of the number of heads</source>
        <translation>d_model phải là bội của số đầu</translation>
    </message>
    <message>
        <source>divisor %1</source>
        <translation>số chia %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>đầu %1</translation>
    </message>
    <message>
        <source> %1 stopped: %2</source>
        <translation> %1 đã dừng: %2</translation>
    </message>
    <message>
        <source>step %1 (state kept at step %2)</source>
        <translation>bước %1 (trạng thái lưu ở bước %2)</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>bước %1 / %2</translation>
    </message>
    <message>
        <source>Open training step %1 (%2) as a scenario</source>
        <translation>Mở bước huấn luyện %1 (%2) thành kịch bản</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <comment>title of a training step opened as a scenario: variant, step</comment>
        <translation>%1, bước %2</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Nhịp độ</translation>
    </message>
    <message>
        <source>How many training steps a second Play takes (remembered)</source>
        <translation>Số bước huấn luyện mỗi giây khi Chạy (được ghi nhớ)</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>Nhanh nhất có thể</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 bước mỗi giây</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonAutosave</name>
    <message>
        <source>not a lesson autosave (%1)</source>
        <translation>không phải bản tự động lưu của bài học (%1)</translation>
    </message>
    <message>
        <source>not a lesson autosave (no &quot;lesson&quot; object)</source>
        <translation>không phải bản tự động lưu của bài học (không có đối tượng &quot;lesson&quot;)</translation>
    </message>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation>Không tạo được thư mục tự động lưu %1</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1</source>
        <translation>Không khóa được tệp tự động lưu %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonEditor</name>
    <message>
        <source>Lesson Editor</source>
        <translation>Trình soạn bài học</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Tiếng Anh</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Tiếng Indonesia</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Tiếng Việt</translation>
    </message>
    <message>
        <source>Lesson title (%1)</source>
        <translation>Tên bài học (%1)</translation>
    </message>
    <message>
        <source>Lesson title (%1):</source>
        <translation>Tên bài học (%1):</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Các bước:</translation>
    </message>
    <message>
        <source>Steps of the lesson</source>
        <translation>Các bước của bài học</translation>
    </message>
    <message>
        <source>Add Step from Current Scenario</source>
        <translation>Thêm bước từ kịch bản hiện tại</translation>
    </message>
    <message>
        <source>Use Current Scenario</source>
        <translation>Dùng kịch bản hiện tại</translation>
    </message>
    <message>
        <source>The selected step shows the scenario on screen now</source>
        <translation>Bước đang chọn sẽ hiển thị kịch bản đang có trên màn hình</translation>
    </message>
    <message>
        <source>Remove Step</source>
        <translation>Xoá bước</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Chuyển lên</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Chuyển xuống</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Xem trước</translation>
    </message>
    <message>
        <source>Run the lesson in the lesson panel</source>
        <translation>Chạy bài học trong bảng bài học</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>My lesson</source>
        <translation>Bài học của tôi</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Bước %1</translation>
    </message>
    <message>
        <source>Save Lesson</source>
        <translation>Lưu bài học</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Bài học (*.json)</translation>
    </message>
    <message>
        <source>Use Current Scenario as After</source>
        <translation>Dùng kịch bản hiện tại làm trạng thái sau</translation>
    </message>
    <message>
        <source>The question asks about the scenario on screen now; it is applied once the question is answered</source>
        <translation>Câu hỏi hỏi về kịch bản đang hiện trên màn hình; kịch bản đó được áp dụng khi câu hỏi đã được trả lời</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Mở…</translation>
    </message>
    <message>
        <source>Edit a lesson file</source>
        <translation>Sửa một tệp bài học</translation>
    </message>
    <message>
        <source>The scenario on screen cannot be the state after the answer: %1</source>
        <translation>Kịch bản trên màn hình không thể là trạng thái sau câu trả lời: %1</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Mở bài học</translation>
    </message>
    <message>
        <source>Save changes to the lesson?</source>
        <translation>Lưu các thay đổi của bài học?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Các thay đổi sẽ bị mất nếu bạn không lưu.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Lưu thành…</translation>
    </message>
    <message>
        <source>Save the lesson to another file (a copy of the file opened)</source>
        <translation>Lưu bài học vào một tệp khác (bản sao của tệp đã mở)</translation>
    </message>
    <message>
        <source>Lesson Changed on Disk</source>
        <translation>Bài học đã thay đổi trên đĩa</translation>
    </message>
    <message>
        <source>“%1” changed on disk since this editor opened or saved it, perhaps in another lesson editor.</source>
        <translation>“%1” đã thay đổi trên đĩa kể từ khi trình soạn này mở hoặc lưu nó, có thể ở một trình soạn bài học khác.</translation>
    </message>
    <message>
        <source>Overwrite it with this editor&apos;s lesson, save this lesson under another name, or reload the file and lose the changes made here?</source>
        <translation>Ghi đè bằng bài học của trình soạn này, lưu bài học này dưới tên khác, hay tải lại tệp và mất các thay đổi đã làm ở đây?</translation>
    </message>
    <message>
        <source>“%1” changed on disk. Reload it?</source>
        <translation>“%1” đã thay đổi trên đĩa. Tải lại?</translation>
    </message>
    <message>
        <source>A lesson may have at most %1 steps.</source>
        <translation>Một bài học có tối đa %1 bước.</translation>
    </message>
    <message>
        <source>The lesson needs a title.</source>
        <translation>Bài học cần có tiêu đề.</translation>
    </message>
    <message>
        <source>Step %1 needs a text.</source>
        <translation>Bước %1 cần có nội dung.</translation>
    </message>
    <message>
        <source>The question of step %1 needs a text.</source>
        <translation>Câu hỏi của bước %1 cần có nội dung.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Bài học</translation>
    </message>
    <message>
        <source>Built-in lessons</source>
        <translation>Bài học có sẵn</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Bắt đầu</translation>
    </message>
    <message>
        <source>Start the chosen lesson</source>
        <translation>Bắt đầu bài học đã chọn</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Mở…</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Mở tệp bài học</translation>
    </message>
    <message>
        <source>Open a lesson file (*.json) written by a teacher</source>
        <translation>Mở tệp bài học (*.json) do giáo viên soạn</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Tên bài học</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Tiến độ</translation>
    </message>
    <message>
        <source>Lesson progress</source>
        <translation>Tiến độ bài học</translation>
    </message>
    <message>
        <source>Step title</source>
        <translation>Tiêu đề bước</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Nội dung bước</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Câu hỏi</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Nội dung câu hỏi</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Câu trả lời của bạn</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Kiểm tra</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>Kiểm tra câu trả lời</translation>
    </message>
    <message>
        <source>Explanation of the answer</source>
        <translation>Giải thích đáp án</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Bước trước</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Bắt đầu lại</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>Bắt đầu lại bài học</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Bước tiếp theo</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Mở bài học</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Bài học (*.json);;Mọi tệp (*)</translation>
    </message>
    <message>
        <source>There is no built-in lesson named “%1”.</source>
        <translation>Không có bài học có sẵn nào tên là “%1”.</translation>
    </message>
    <message>
        <source>The lesson could not be opened</source>
        <translation>Không mở được bài học</translation>
    </message>
    <message>
        <source>Guided lessons</source>
        <translation>Bài học có hướng dẫn</translation>
    </message>
    <message>
        <source>Choose a lesson and press Start. Each lesson sets up a scenario, explains one idea at a time and asks you to predict a number; the engine checks your answer and explains why.</source>
        <translation>Hãy chọn một bài học rồi nhấn Bắt đầu. Mỗi bài học dựng một kịch bản, giải thích lần lượt từng ý và yêu cầu bạn dự đoán một con số; bộ tính toán sẽ kiểm tra câu trả lời và giải thích vì sao.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Bước %1/%2</translation>
    </message>
    <message>
        <source>A number, e.g. 1,96; several separated by spaces or &apos;;&apos;</source>
        <translation>Ví dụ: 1,96 hoặc 8,04; 1,96</translation>
    </message>
    <message>
        <source>A number, e.g. 1.96; several separated by spaces or &apos;;&apos;</source>
        <translation>Ví dụ: 1.96 hoặc 8.04; 1.96</translation>
    </message>
    <message>
        <source>Answer %1: %2</source>
        <translation>Phương án %1: %2</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Nội dung bài học</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Xem đáp án</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Xem đáp án của câu hỏi</translation>
    </message>
    <message>
        <source>New numbers</source>
        <translation>Số mới</translation>
    </message>
    <message>
        <source>New numbers for this exercise</source>
        <translation>Số mới cho bài tập này</translation>
    </message>
    <message>
        <source>Enter code…</source>
        <translation>Nhập mã…</translation>
    </message>
    <message>
        <source>Enter a variant code</source>
        <translation>Nhập mã biến thể</translation>
    </message>
    <message>
        <source>Type a student&apos;s variant code to get their numbers</source>
        <translation>Gõ mã biến thể của một học sinh để lấy đúng các số của em ấy</translation>
    </message>
    <message>
        <source>Variant code</source>
        <translation>Mã biến thể</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Biến thể %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s own numbers</source>
        <translation>Các số gốc của bài học</translation>
    </message>
    <message>
        <source>“%1” is not a variant code: five letters and digits, such as 7KQ2M.</source>
        <translation>“%1” không phải mã biến thể: năm chữ cái và chữ số, ví dụ 7KQ2M.</translation>
    </message>
    <message>
        <source>Variant Code</source>
        <translation>Mã biến thể</translation>
    </message>
    <message>
        <source>The student&apos;s variant code:</source>
        <translation>Mã biến thể của học sinh:</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Gợi ý: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>This step could not change the scenario as you left it (%1), so the lesson&apos;s own scenario is shown.</source>
        <translation>Bước này không thể áp dụng lên kịch bản như bạn để lại (%1), nên kịch bản gốc của bài học được hiển thị.</translation>
    </message>
    <message>
        <source>Lesson step %1</source>
        <translation>Bước %1 của bài học</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Bài học: %1</translation>
    </message>
    <message>
        <source>Lesson: the question&apos;s change</source>
        <translation>Bài học: thay đổi của câu hỏi</translation>
    </message>
    <message>
        <source>This step asks no numeric question.</source>
        <translation>Bước này không có câu hỏi dạng số.</translation>
    </message>
    <message>
        <source>The engine cannot compute this answer: %1</source>
        <translation>Bộ tính toán không tính được đáp án này: %1</translation>
    </message>
    <message>
        <source>Type a number, or several separated by spaces or semicolons.</source>
        <translation>Hãy nhập một số, hoặc nhiều số cách nhau bằng dấu cách hoặc dấu chấm phẩy.</translation>
    </message>
    <message>
        <source>The answer is one number.</source>
        <translation>Đáp án là một số.</translation>
    </message>
    <message>
        <source>The answer has %1 numbers: type them separated by spaces or semicolons.</source>
        <translation>Đáp án gồm %1 số: hãy nhập chúng, cách nhau bằng dấu cách hoặc dấu chấm phẩy.</translation>
    </message>
    <message>
        <source>This step asks no multiple-choice question.</source>
        <translation>Bước này không có câu hỏi trắc nghiệm.</translation>
    </message>
    <message>
        <source>Choose one of the answers first.</source>
        <translation>Hãy chọn một phương án trước.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Đúng.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Chưa đúng: đáp án là %1.</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Đáp án là %1.</translation>
    </message>
    <message>
        <source>Your value is the unscaled one: here the scores are divided by %1 before the softmax.</source>
        <translation>Giá trị của bạn là giá trị chưa chia: ở đây các điểm được chia cho %1 trước softmax.</translation>
    </message>
    <message>
        <source>Your value is the scaled one, but scaling is off here: the scores are not divided.</source>
        <translation>Giá trị của bạn là giá trị đã chia, nhưng ở đây không chia: các điểm không được chia.</translation>
    </message>
    <message>
        <source>Your value is the one without the mask: here the blocked keys get no weight.</source>
        <translation>Giá trị của bạn là giá trị khi không có mặt nạ: ở đây các key bị chặn không nhận trọng số.</translation>
    </message>
    <message>
        <source>Your value is the one before the change: the question asks about the scenario after it.</source>
        <translation>Giá trị của bạn là giá trị trước khi thay đổi: câu hỏi nói về kịch bản sau thay đổi đó.</translation>
    </message>
    <message>
        <source>Your value is too high, by at most %1.</source>
        <translation>Giá trị của bạn lớn quá, lệch nhiều nhất %1.</translation>
    </message>
    <message>
        <source>Your value is too low, by at most %1.</source>
        <translation>Giá trị của bạn nhỏ quá, lệch nhiều nhất %1.</translation>
    </message>
    <message>
        <source>%1 of your %2 numbers are off.</source>
        <translation>%1 trong %2 số của bạn chưa đúng.</translation>
    </message>
    <message>
        <source>Not quite (try %1 of %2).</source>
        <translation>Chưa đúng (lần thử %1 trên %2).</translation>
    </message>
    <message>
        <source>This step asks no question.</source>
        <translation>Bước này không có câu hỏi.</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <source>Computing</source>
        <translation>Đang tính</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Đang tính…</translation>
    </message>
    <message>
        <source>⚠ The engine refused this scenario</source>
        <translation>⚠ Bộ tính toán từ chối kịch bản này</translation>
    </message>
    <message>
        <source>Scale by 1/divisor</source>
        <translation>Chia cho số chia</translation>
    </message>
    <message>
        <source>Scale by 1/√d_k</source>
        <translation>Chia cho √d_k</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Key</translation>
    </message>
    <message>
        <source>T&amp;okens</source>
        <translation>To&amp;ken</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Mọi đầu</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Đầu %1</translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation>%1[*]</translation>
    </message>
    <message>
        <source>Discard Changes?</source>
        <translation>Bỏ các thay đổi?</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Discard them?</source>
        <translation>“%1” có thay đổi chưa lưu. Bỏ các thay đổi đó?</translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation>Không mở được ví dụ</translation>
    </message>
    <message>
        <source>Select cells of a table to copy them</source>
        <translation>Hãy chọn các ô của một bảng để sao chép</translation>
    </message>
    <message>
        <source>Click a cell of a table, then paste</source>
        <translation>Hãy nhấp vào một ô của bảng rồi dán</translation>
    </message>
    <message>
        <source>Random scenario</source>
        <translation>Kịch bản ngẫu nhiên</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Th&amp;oát</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Hoàn tác</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Làm lại</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Sao chép</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated text</source>
        <translation>Sao chép các ô đã chọn thành văn bản phân cách bằng tab</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Dán</translation>
    </message>
    <message>
        <source>Paste tab-separated numbers (from a spreadsheet) into the table</source>
        <translation>Dán các số phân cách bằng tab (từ bảng tính) vào bảng</translation>
    </message>
    <message>
        <source>&amp;Random Scenario…</source>
        <translation>Kịch bản &amp;ngẫu nhiên…</translation>
    </message>
    <message>
        <source>Divide the scores Q·Kᵀ by √d_k before softmax</source>
        <translation>Chia điểm Q·Kᵀ cho √d_k trước softmax</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>Each query sees only itself and earlier keys (j ≤ i)</source>
        <translation>Mỗi query chỉ nhìn thấy chính nó và các key đứng trước (j ≤ i)</translation>
    </message>
    <message>
        <source>Edit mask</source>
        <translation>Sửa mặt nạ</translation>
    </message>
    <message>
        <source>Click cells of the weights heatmap to block or allow them</source>
        <translation>Nhấp vào các ô của bản đồ nhiệt trọng số để chặn hoặc cho phép</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Xóa mặt nạ tùy chỉnh</translation>
    </message>
    <message>
        <source>Remove every cell blocked by hand (causal and padding stay)</source>
        <translation>Gỡ mọi ô đã chặn bằng tay (mặt nạ nhân quả và phần đệm vẫn giữ)</translation>
    </message>
    <message>
        <source>&amp;Lock Score Colour Scale</source>
        <translation>Khó&amp;a thang màu của điểm</translation>
    </message>
    <message>
        <source>One colour scale for scores, scaled scores and mask, so scaled and unscaled compare honestly</source>
        <translation>Dùng chung một thang màu cho điểm, điểm đã chia và mặt nạ, để so sánh công bằng giữa có chia và không chia</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Tệp</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sửa</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Xem</translation>
    </message>
    <message>
        <source>&amp;Editors</source>
        <translation>Nhập &amp;liệu</translation>
    </message>
    <message>
        <source>&amp;Colour Map</source>
        <translation>Bảng &amp;màu</translation>
    </message>
    <message>
        <source>Viridis</source>
        <translation>Viridis</translation>
    </message>
    <message>
        <source>Cividis</source>
        <translation>Cividis</translation>
    </message>
    <message>
        <source>Grayscale</source>
        <translation>Thang xám</translation>
    </message>
    <message>
        <source>Gray for every matrix, for printing; masked cells stay hatched</source>
        <translation>Màu xám cho mọi ma trận, dùng khi in; các ô bị che vẫn có gạch chéo</translation>
    </message>
    <message>
        <source>For the weights; signed matrices (scores, Q, K, V) use the diverging blue–white–red map</source>
        <translation>Cho trọng số; các ma trận có dấu (điểm, Q, K, V) dùng bảng màu phân kỳ xanh–trắng–đỏ</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Gia&amp;o diện</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>Theo &amp;hệ thống</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Sáng</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tối</translation>
    </message>
    <message>
        <source>&amp;Text Size</source>
        <translation>Cỡ c&amp;hữ</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Ví dụ</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Chính</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Ví dụ</translation>
    </message>
    <message>
        <source>Open a built-in example</source>
        <translation>Mở một ví dụ có sẵn</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>Ví dụ…</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Ví dụ:</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>The head the weights, scores and pipeline show</source>
        <translation>Đầu được hiển thị trong các khung nhìn trọng số, điểm và quy trình</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Đầu:</translation>
    </message>
    <message>
        <source>Attention weights heatmap</source>
        <translation>Bản đồ nhiệt trọng số attention</translation>
    </message>
    <message>
        <source>Scores heatmap</source>
        <translation>Bản đồ nhiệt điểm</translation>
    </message>
    <message>
        <source>Every stage of the formula</source>
        <translation>Mọi giai đoạn của công thức</translation>
    </message>
    <message>
        <source>Weights of every head</source>
        <translation>Trọng số của mọi đầu</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>d_k sweep</source>
        <translation>Quét d_k</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>T&amp;rọng số</translation>
    </message>
    <message>
        <source>S&amp;cores Q·Kᵀ</source>
        <translation>Đ&amp;iểm Q·Kᵀ</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>Qu&amp;y trình</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Các đầu</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Thố&amp;ng kê</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>Quét &amp;d_k</translation>
    </message>
    <message>
        <source>Click a cell of the weights to block or allow it</source>
        <translation>Nhấp vào một ô trọng số để chặn hoặc cho phép ô đó</translation>
    </message>
    <message>
        <source>Editors</source>
        <translation>Nhập liệu</translation>
    </message>
    <message>
        <source>P&amp;rojections</source>
        <translation>P&amp;hép chiếu</translation>
    </message>
    <message>
        <source>&amp;Q, K, V</source>
        <translation>&amp;Q, K, V</translation>
    </message>
    <message>
        <source>Precisio&amp;n</source>
        <translation>Độ chính &amp;xác</translation>
    </message>
    <message numerus="yes">
        <source>%n decimal(s)</source>
        <translation>
            <numerusform>%n chữ số thập phân</numerusform>
        </translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Số thập phân</translation>
    </message>
    <message>
        <source>How many decimals the numbers in the cells show</source>
        <translation>Số chữ số thập phân của các số trong ô</translation>
    </message>
    <message>
        <source>Random scenario (seed %1)</source>
        <translation>Kịch bản ngẫu nhiên (seed %1)</translation>
    </message>
    <message>
        <source>Causal mask bottom-right</source>
        <translation>Mặt nạ nhân quả góc dưới phải</translation>
    </message>
    <message>
        <source>Line the causal mask up at the bottom right: the last query sees every key, as a query generated after the keys (j ≤ i + keys − queries). Off: top-left (j ≤ i)</source>
        <translation>Căn mặt nạ nhân quả theo góc dưới phải: query cuối cùng thấy mọi key, như một query được sinh ra sau các key (j ≤ i + số key − số query). Tắt: góc trên trái (j ≤ i)</translation>
    </message>
    <message>
        <source>Scale by 1/√d_k (off)</source>
        <translation>Chia cho √d_k (tắt)</translation>
    </message>
    <message>
        <source>Causal mask (off)</source>
        <translation>Mặt nạ nhân quả (tắt)</translation>
    </message>
    <message>
        <source>Edit mask (off)</source>
        <translation>Sửa mặt nạ (tắt)</translation>
    </message>
    <message>
        <source>Scaling on: weights recomputed</source>
        <translation>Bật chia tỉ lệ: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Scaling off: weights recomputed</source>
        <translation>Tắt chia tỉ lệ: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Causal mask on: weights recomputed</source>
        <translation>Bật mặt nạ nhân quả: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Causal mask off: weights recomputed</source>
        <translation>Tắt mặt nạ nhân quả: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Custom mask cleared: weights recomputed</source>
        <translation>Đã xóa mặt nạ tùy chỉnh: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Mask editing on: Enter or a click on a weights cell blocks or allows it</source>
        <translation>Bật sửa mặt nạ: Enter hoặc nhấp vào một ô trọng số để che hoặc cho phép ô đó</translation>
    </message>
    <message>
        <source>Mask editing off</source>
        <translation>Tắt sửa mặt nạ</translation>
    </message>
    <message>
        <source>Causal mask bottom-right: weights recomputed</source>
        <translation>Mặt nạ nhân quả góc dưới phải: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>Causal mask top-left: weights recomputed</source>
        <translation>Mặt nạ nhân quả góc trên trái: đã tính lại trọng số</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>Gradient (&amp;Q)</translation>
    </message>
    <message>
        <source>Le&amp;arn</source>
        <translation>Huấn luyện (&amp;W)</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Lớp học</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: not a finite number within ±%2</source>
        <translation>%1: không phải số hữu hạn trong khoảng ±%2</translation>
    </message>
    <message>
        <source>Dimension %1</source>
        <translation>Chiều %1</translation>
    </message>
    <message>
        <source>Nothing to paste into %1</source>
        <translation>Không có gì để dán vào %1</translation>
    </message>
    <message>
        <source>Paste refused: %1: %2</source>
        <translation>Không dán được: %1: %2</translation>
    </message>
    <message>
        <source>Pasted %1 × %2 of %3 × %4 values: the rest falls outside %5</source>
        <translation>Đã dán %1 × %2 trong số %3 × %4 giá trị: phần còn lại nằm ngoài %5</translation>
    </message>
    <message>
        <source>Only the clipboard&apos;s first %1 characters were read: %2 more were ignored.</source>
        <translation>Chỉ đọc %1 ký tự đầu tiên của bộ nhớ tạm: %2 ký tự còn lại bị bỏ qua.</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixTable</name>
    <message>
        <source>Type a number, or drag up and down on the current cell to change it (Ctrl: fine steps, Shift: coarse).</source>
        <translation>Nhập một số, hoặc kéo lên xuống trên ô hiện tại để thay đổi giá trị (Ctrl: bước nhỏ, Shift: bước lớn).</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixText</name>
    <message>
        <source>Allowed (1) and masked (0) pairs</source>
        <translation>Các cặp được phép (1) và bị che (0)</translation>
    </message>
    <message>
        <source>Embeddings X</source>
        <translation>Embedding X</translation>
    </message>
    <message>
        <source>Queries Q (input)</source>
        <translation>Query Q (đầu vào)</translation>
    </message>
    <message>
        <source>Keys K (input)</source>
        <translation>Key K (đầu vào)</translation>
    </message>
    <message>
        <source>Values V (input)</source>
        <translation>Value V (đầu vào)</translation>
    </message>
    <message>
        <source> (head %1)</source>
        <translation> (đầu %1)</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>Scores QKᵀ</source>
        <translation>Điểm QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Điểm đã chia</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>Đầu ra của đầu</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Đầu ra</translation>
    </message>
    <message>
        <source>Heads side by side</source>
        <translation>Các đầu đặt cạnh nhau</translation>
    </message>
</context>
<context>
    <name>attn::ui::NumberDelegate</name>
    <message>
        <source>Value of %1</source>
        <translation>Giá trị của %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::OnlineSoftmaxPanel</name>
    <message>
        <source>Head</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Hàng query</translation>
    </message>
    <message>
        <source>Keys per block</source>
        <translation>Số key mỗi khối</translation>
    </message>
    <message>
        <source>Block shown</source>
        <translation>Khối đang hiển thị</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>Đầ&amp;u:</translation>
    </message>
    <message>
        <source>Q&amp;uery row:</source>
        <translation>Hàng &amp;query:</translation>
    </message>
    <message>
        <source>&amp;Keys per block:</source>
        <translation>Số key &amp;mỗi khối:</translation>
    </message>
    <message>
        <source>&amp;Block:</source>
        <translation>&amp;Khối:</translation>
    </message>
    <message>
        <source>Online softmax (Milakov and Gimelshein 2018; FlashAttention, Dao et al. 2022) reads the keys a block at a time and never keeps the whole row of scores. It keeps the largest score so far m, the sum so far ℓ of exp(score − m) and the output so far. When a block raises m, the old sum and output are multiplied by the correction exp(m_old − m_new). Scores in brackets are blocked by a mask.</source>
        <translation>Softmax trực tuyến (Milakov và Gimelshein 2018; FlashAttention, Dao và cộng sự 2022) đọc các key theo từng khối và không bao giờ giữ cả hàng điểm. Nó giữ điểm lớn nhất đến lúc đó m, tổng đến lúc đó ℓ của exp(điểm − m) và đầu ra đến lúc đó. Khi một khối làm tăng m, tổng và đầu ra cũ được nhân với hệ số hiệu chỉnh exp(m_cũ − m_mới). Các điểm trong ngoặc bị mặt nạ chặn.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Scores of the block</source>
        <translation>Điểm của khối</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>exp(m_old − m_new)</source>
        <translation>exp(m_cũ − m_mới)</translation>
    </message>
    <message>
        <source>ℓ</source>
        <translation>ℓ</translation>
    </message>
    <message>
        <source>Output so far</source>
        <translation>Đầu ra đến lúc này</translation>
    </message>
    <message>
        <source>%1 (all keys)</source>
        <translation>%1 (mọi key)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 trên %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Move to the last block to compare with the full softmax.</source>
        <translation>Chuyển đến khối cuối để so sánh với softmax đầy đủ.</translation>
    </message>
    <message>
        <source>largest difference %1 in a weight and %2 in an output entry</source>
        <translation>chênh lệch lớn nhất %1 ở một trọng số và %2 ở một phần tử đầu ra</translation>
    </message>
    <message>
        <source>After the last block the weights exp(score − m) / ℓ %1 and the output %2 equal the full softmax row and output (%3).</source>
        <translation>Sau khối cuối, các trọng số exp(điểm − m) / ℓ %1 và đầu ra %2 bằng hàng softmax đầy đủ và đầu ra của nó (%3).</translation>
    </message>
    <message>
        <source>The result differs from the full softmax row (%1).</source>
        <translation>Kết quả khác với hàng softmax đầy đủ (%1).</translation>
    </message>
    <message>
        <source>Online softmax, block by block</source>
        <translation>Softmax trực tuyến, theo từng khối</translation>
    </message>
</context>
<context>
    <name>attn::ui::OnlineSoftmaxPicture</name>
    <message>
        <source>Picture of the online softmax step</source>
        <translation>Hình của bước softmax trực tuyến</translation>
    </message>
    <message>
        <source>Scores of keys 1 to %1; keys %2 to %3 are this block</source>
        <translation>Điểm của các key 1 đến %1; các key %2 đến %3 là khối này</translation>
    </message>
    <message>
        <source>Partial output after this block (ℓ = %1)</source>
        <translation>Đầu ra tạm thời sau khối này (ℓ = %1)</translation>
    </message>
    <message>
        <source>Scores of keys 1 to %1 (bars); the final weights, 0 to 1 (outlines)</source>
        <translation>Điểm của các key 1 đến %1 (cột); các trọng số cuối, từ 0 đến 1 (khung viền)</translation>
    </message>
</context>
<context>
    <name>attn::ui::OrderActions</name>
    <message>
        <source>S&amp;huffle Tokens</source>
        <translation>&amp;Xáo trộn token</translation>
    </message>
    <message>
        <source>Re&amp;verse Tokens</source>
        <translation>Đả&amp;o ngược token</translation>
    </message>
    <message>
        <source>Reorder the tokens at random (seeded); the weights view says whether the weights are the old ones permuted</source>
        <translation>Đổi thứ tự token ngẫu nhiên (có seed); khung trọng số cho biết các trọng số có phải là các số cũ được hoán vị hay không</translation>
    </message>
    <message>
        <source>Put the tokens in reverse order; the weights view says whether the weights are the old ones permuted</source>
        <translation>Đảo ngược thứ tự token; khung trọng số cho biết các trọng số có phải là các số cũ được hoán vị hay không</translation>
    </message>
    <message>
        <source>Shuffle tokens (seed %1)</source>
        <translation>Xáo trộn token (seed %1)</translation>
    </message>
    <message>
        <source>Reverse tokens</source>
        <translation>Đảo ngược token</translation>
    </message>
</context>
<context>
    <name>attn::ui::PageCover</name>
    <message>
        <source>Hidden until the reveal: this page would show the weights or the outputs. Predict first, then Reveal (Ctrl+Shift+P).</source>
        <translation>Ẩn cho đến khi mở: trang này sẽ hiện trọng số hoặc đầu ra. Hãy dự đoán trước, rồi Mở (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Hidden until the reveal</source>
        <translation>Ẩn cho đến khi mở</translation>
    </message>
    <message>
        <source>Hidden by the lesson: this page would show the number that its question, or a question still to come, asks for. Answer it, or choose Show answer, in the lesson panel.</source>
        <translation>Bài học đang ẩn trang này: nó sẽ hiện con số mà câu hỏi của bài, hoặc một câu hỏi sắp tới, hỏi đến. Hãy trả lời, hoặc chọn Xem đáp án, trong bảng bài học.</translation>
    </message>
    <message>
        <source>Hidden by the lesson</source>
        <translation>Bài học đang ẩn trang này</translation>
    </message>
</context>
<context>
    <name>attn::ui::PipelineView</name>
    <message>
        <source>Pipeline of the attention formula</source>
        <translation>Quy trình của công thức attention</translation>
    </message>
    <message>
        <source>Every stage of softmax(Q·Kᵀ/√d_k + M)·V. Hover a cell to see its formula; Page Up and Page Down move the focus between stages.</source>
        <translation>Mọi giai đoạn của softmax(Q·Kᵀ/√d_k + M)·V. Di chuột lên một ô để xem công thức của ô đó; Page Up và Page Down chuyển tiêu điểm giữa các giai đoạn.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionTableModel</name>
    <message>
        <source>Edit position table [%1][%2]</source>
        <translation>Sửa bảng vị trí [%1][%2]</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>vị trí %1</translation>
    </message>
    <message>
        <source>Not a number from −1e6 to 1e6: %1</source>
        <translation>Không phải số từ −1e6 đến 1e6: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsCanvas</name>
    <message>
        <source>The positional encoding</source>
        <translation>Mã hóa vị trí</translation>
    </message>
    <message>
        <source>the learned table: row i is added to xᵢ</source>
        <translation>bảng learned: hàng i được cộng vào xᵢ</translation>
    </message>
    <message>
        <source>sin(i / %1^(2m/d)), cos(i / %1^(2m/d))</source>
        <translation>sin(i / %1^(2m/d)), cos(i / %1^(2m/d))</translation>
    </message>
    <message>
        <source>rotation angles</source>
        <translation>các góc xoay</translation>
    </message>
    <message>
        <source>bias, head %1</source>
        <translation>độ lệch, đầu %1</translation>
    </message>
    <message>
        <source>No positional encoding: attention sees the tokens as a set, not a sequence. Pick an encoding above to give it a sense of order.</source>
        <translation>Không có mã hóa vị trí: attention xem các token như một tập hợp, không phải một chuỗi. Hãy chọn một cách mã hóa ở trên để attention biết thứ tự.</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>vị trí query i</translation>
    </message>
    <message>
        <source>position</source>
        <translation>vị trí</translation>
    </message>
    <message>
        <source>key position j</source>
        <translation>vị trí key j</translation>
    </message>
    <message>
        <source>pair m</source>
        <translation>cặp m</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>chiều</translation>
    </message>
    <message>
        <source>score of q₁, k₁ of head 1 at distance i − j</source>
        <translation>điểm của q₁, k₁ ở đầu 1 theo khoảng cách i − j</translation>
    </message>
    <message>
        <source>distance i − j</source>
        <translation>khoảng cách i − j</translation>
    </message>
    <message>
        <source>p·θₘ in radians, θₘ = %1^(−2m/%2)</source>
        <translation>p·θₘ tính bằng radian, θₘ = %1^(−2m/%2)</translation>
    </message>
    <message>
        <source>No positional encoding: only the causal mask tells positions apart; each query sees the tokens up to its own as a set. Pick an encoding above to give it a sense of order.</source>
        <translation>Không có mã hóa vị trí: chỉ mặt nạ nhân quả phân biệt các vị trí; mỗi query xem các token tới vị trí của nó như một tập hợp. Hãy chọn một cách mã hóa ở trên để attention biết thứ tự.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsTab</name>
    <message>
        <source>None</source>
        <translation>Không có</translation>
    </message>
    <message>
        <source>Sinusoidal (added to x)</source>
        <translation>Sinusoidal (cộng vào x)</translation>
    </message>
    <message>
        <source>Learned table (added to x)</source>
        <translation>Bảng learned (cộng vào x)</translation>
    </message>
    <message>
        <source>RoPE (rotates q and k)</source>
        <translation>RoPE (xoay q và k)</translation>
    </message>
    <message>
        <source>ALiBi (bias on the scores)</source>
        <translation>ALiBi (độ lệch trên điểm)</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Mã hóa vị trí</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Cơ số</translation>
    </message>
    <message>
        <source>Slopes, one per head</source>
        <translation>Độ dốc, mỗi đầu một giá trị</translation>
    </message>
    <message>
        <source>Learned position table</source>
        <translation>Bảng vị trí learned</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>&amp;Cách mã hóa:</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>Cơ &amp;số:</translation>
    </message>
    <message>
        <source>S&amp;lopes:</source>
        <translation>Độ &amp;dốc:</translation>
    </message>
    <message>
        <source>Row i of the table is added to the embedding of the token at position i.</source>
        <translation>Hàng i của bảng được cộng vào embedding của token ở vị trí i.</translation>
    </message>
    <message>
        <source>Each head adds −slope·|i − j| to the scaled scores: nearby keys weigh more.</source>
        <translation>Mỗi đầu cộng −slope·|i − j| vào các điểm đã chia tỉ lệ: các key gần có trọng số lớn hơn.</translation>
    </message>
    <message>
        <source>sin and cos rows of different frequencies are added to the embeddings.</source>
        <translation>Các hàng sin và cos với tần số khác nhau được cộng vào embedding.</translation>
    </message>
    <message>
        <source>Positional encoding: %1</source>
        <translation>Mã hóa vị trí: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>không có</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>cơ số %1</translation>
    </message>
    <message>
        <source>Slopes: “%1” is not a number</source>
        <translation>Độ dốc: “%1” không phải là số</translation>
    </message>
    <message>
        <source>slopes</source>
        <translation>độ dốc</translation>
    </message>
    <message>
        <source>Positio&amp;ns</source>
        <translation>Mã hóa vị trí (&amp;Z)</translation>
    </message>
    <message>
        <source>default: 2^(−8h/H)</source>
        <translation>mặc định: 2^(−8h/H)</translation>
    </message>
    <message>
        <source>Each head&apos;s q and k are turned pair by pair by position × angle: the score depends on the contents of q and k and on the signed offset i − j, not on where the pair sits.</source>
        <translation>q và k của mỗi đầu được xoay từng cặp một góc bằng vị trí × góc: điểm phụ thuộc vào nội dung của q và k và vào độ lệch có dấu i − j, không phụ thuộc vào chỗ của cặp đó.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PrecisionReport</name>
    <message>
        <source>✔ float32 resolves every row&apos;s scores of this scenario.</source>
        <translation>✔ float32 phân giải được điểm của mọi hàng trong kịch bản này.</translation>
    </message>
    <message>
        <source>Compute in Double is off.</source>
        <translation>Tính bằng double đang tắt.</translation>
    </message>
    <message>
        <source>float32 against double: the largest difference of an output entry is %1 (row %2, column %3); of a weight %4 (head %5, query %6, key %7).</source>
        <translation>float32 so với double: chênh lệch lớn nhất của một phần tử đầu ra là %1 (hàng %2, cột %3); của một trọng số là %4 (đầu %5, query %6, key %7).</translation>
    </message>
    <message>
        <source>The engine computes in float32, as PyTorch does by default: about seven significant digits. Softmax sees only the differences between a row&apos;s scores, so scores that are large but close together (a large offset shared by every embedding) keep few correct digits of those differences. A row is flagged when one unit in float32&apos;s last place at the size of its scores exceeds %1. View &gt; Compute in Double repeats the computation in double and shows the difference.</source>
        <translation>Bộ máy tính bằng float32, như mặc định của PyTorch: khoảng bảy chữ số có nghĩa. Softmax chỉ thấy hiệu giữa các điểm của một hàng, nên các điểm lớn nhưng gần nhau (một độ dời lớn chung cho mọi embedding) chỉ giữ được ít chữ số đúng của các hiệu đó. Một hàng được đánh dấu khi một đơn vị ở chữ số cuối của float32 tại độ lớn các điểm của nó vượt quá %1. Xem &gt; Tính bằng double lặp lại phép tính bằng double và cho thấy chênh lệch.</translation>
    </message>
    <message numerus="yes">
        <source>Head %1, query %2: scores of size up to %3 have a float32 unit in the last place of about %4 (one rounding; a score&apos;s errors add up and can exceed it), so the weights may be off (%n row(s) of this head).</source>
        <translation>
            <numerusform>Đầu %1, query %2: các điểm có độ lớn đến %3 có đơn vị ở chữ số cuối của float32 khoảng %4 (một lần làm tròn; sai số của một điểm cộng dồn và có thể vượt quá nó), nên các trọng số có thể sai (%n hàng của đầu này).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ui::PredictBar</name>
    <message>
        <source>Predict, then reveal</source>
        <translation>Dự đoán rồi mở</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Dự đoán</translation>
    </message>
    <message>
        <source>Hide the weights and outputs until the class has predicted which key gets the most weight; the same key reveals them</source>
        <translation>Ẩn trọng số và đầu ra cho đến khi lớp học dự đoán key nào nhận trọng số lớn nhất; cùng phím đó sẽ mở ra</translation>
    </message>
    <message>
        <source>What to predict</source>
        <translation>Điều cần dự đoán</translation>
    </message>
    <message>
        <source>Key expected to get the most weight</source>
        <translation>Key được dự đoán nhận trọng số lớn nhất</translation>
    </message>
    <message>
        <source>its weight (optional)</source>
        <translation>trọng số của nó (tùy chọn)</translation>
    </message>
    <message>
        <source>Predicted weight of that key</source>
        <translation>Trọng số dự đoán của key đó</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Mở</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Xong</translation>
    </message>
    <message>
        <source>End the prediction</source>
        <translation>Kết thúc dự đoán</translation>
    </message>
    <message>
        <source>How far off the guess was</source>
        <translation>Dự đoán lệch bao xa</translation>
    </message>
    <message>
        <source>(pick a key)</source>
        <translation>(chọn key)</translation>
    </message>
    <message>
        <source>Predict for %1, head %2: which key gets the most weight?</source>
        <translation>Dự đoán cho %1, đầu %2: key nào nhận trọng số lớn nhất?</translation>
    </message>
    <message>
        <source>Predict for %1: which key gets the most weight?</source>
        <translation>Dự đoán cho %1: key nào nhận trọng số lớn nhất?</translation>
    </message>
    <message>
        <source>Your guess for %1, revealed:</source>
        <translation>Dự đoán của bạn cho %1, đã mở:</translation>
    </message>
    <message>
        <source>Click a cell of the hidden weights, or choose the key here; then Reveal (Ctrl+Shift+P).</source>
        <translation>Nhấp vào một ô trọng số đang ẩn, hoặc chọn key ở đây; rồi Mở (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Predict, Then Re&amp;veal</source>
        <translation>Dự đoán rồi mở (&amp;V)</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentationBanner</name>
    <message>
        <source>Presentation banner</source>
        <translation>Dải thông tin trình chiếu</translation>
    </message>
    <message>
        <source>Walkthrough step</source>
        <translation>Bước hướng dẫn</translation>
    </message>
    <message>
        <source>What this step computes</source>
        <translation>Bước này tính gì</translation>
    </message>
    <message>
        <source>Formula with the current numbers</source>
        <translation>Công thức với các số hiện tại</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Phím</translation>
    </message>
    <message>
        <source>→ / Page Down: next   ← / Page Up: back   Ctrl +/−: text size   Esc: leave</source>
        <translation>→ / Page Down: tiếp   ← / Page Up: lùi   Ctrl +/−: cỡ chữ   Esc: thoát</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>Trình chiếu</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Chế độ &amp;trình chiếu</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector; the arrow keys step through the walkthrough, Esc leaves</source>
        <translation>Toàn màn hình với chữ lớn cho máy chiếu; các phím mũi tên đi qua từng bước hướng dẫn, Esc để thoát</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Tương phản cao</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Chữ &amp;lớn hơn</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>Chữ &amp;nhỏ hơn</translation>
    </message>
    <message>
        <source>&amp;Reset Text Size</source>
        <translation>Cỡ chữ &amp;mặc định</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbeHeatmaps</name>
    <message>
        <source>Attention weights of each variant on the probe input</source>
        <translation>Trọng số attention của mỗi biến thể trên đầu vào thăm dò</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <translation>%1, bước %2</translation>
    </message>
    <message>
        <source>accuracy on the probe %1%</source>
        <translation>độ chính xác trên đầu vào thăm dò %1%</translation>
    </message>
    <message>
        <source>Press Play or Step to train; the attention of each variant on a fixed probe input appears here.</source>
        <translation>Nhấn Chạy hoặc Bước để huấn luyện; attention của mỗi biến thể trên một đầu vào thăm dò cố định hiện ở đây.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProjectionsPanel</name>
    <message>
        <source>Identity</source>
        <translation>Ma trận đơn vị</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Ngẫu nhiên</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Toàn 0</translation>
    </message>
    <message>
        <source>W_q</source>
        <translation>W_q</translation>
    </message>
    <message>
        <source>W_k</source>
        <translation>W_k</translation>
    </message>
    <message>
        <source>W_v</source>
        <translation>W_v</translation>
    </message>
    <message>
        <source>W_o</source>
        <translation>W_o</translation>
    </message>
    <message>
        <source>b_o</source>
        <translation>b_o</translation>
    </message>
    <message>
        <source>Projection %1</source>
        <translation>Phép chiếu %1</translation>
    </message>
    <message>
        <source>Projections</source>
        <translation>Phép chiếu</translation>
    </message>
    <message>
        <source>Set to identity</source>
        <translation>Đặt thành ma trận đơn vị</translation>
    </message>
    <message>
        <source>Set to random values</source>
        <translation>Đặt giá trị ngẫu nhiên</translation>
    </message>
    <message>
        <source>Set to zero</source>
        <translation>Đặt toàn bộ bằng 0</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed ngẫu nhiên</translation>
    </message>
    <message>
        <source>The same seed gives the same numbers, on every computer</source>
        <translation>Cùng một seed cho ra cùng các số, trên mọi máy tính</translation>
    </message>
    <message>
        <source>Random scale</source>
        <translation>Tỉ lệ ngẫu nhiên</translation>
    </message>
    <message>
        <source>Random entries are drawn from N(0, 1) times this scale. Large values give large scores: watch softmax saturate.</source>
        <translation>Các phần tử ngẫu nhiên được lấy từ N(0, 1) rồi nhân với tỉ lệ này. Giá trị lớn cho điểm lớn: hãy quan sát softmax bão hòa.</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Seed</translation>
    </message>
    <message>
        <source>S&amp;cale</source>
        <translation>Tỉ &amp;lệ</translation>
    </message>
    <message>
        <source>Q = X · W_q: what each token looks for.</source>
        <translation>Q = X · W_q: điều mỗi token tìm kiếm.</translation>
    </message>
    <message>
        <source>K = X · W_k: what each token offers to be found by.</source>
        <translation>K = X · W_k: điều mỗi token đưa ra để được tìm thấy.</translation>
    </message>
    <message>
        <source>V = X · W_v: what each token passes on when attended.</source>
        <translation>V = X · W_v: thông tin mỗi token truyền đi khi được chú ý tới.</translation>
    </message>
    <message>
        <source>Output = concat(heads) · W_o + b_o.</source>
        <translation>Đầu ra = concat(các đầu) · W_o + b_o.</translation>
    </message>
    <message>
        <source>b_o is added to every output row.</source>
        <translation>b_o được cộng vào mọi hàng đầu ra.</translation>
    </message>
    <message>
        <source>1 × %1</source>
        <translation>1 × %1</translation>
    </message>
    <message>
        <source>%1 × %1</source>
        <translation>%1 × %1</translation>
    </message>
    <message>
        <source> Not in the file: zero.</source>
        <translation> Không có trong tệp: bằng 0.</translation>
    </message>
    <message>
        <source> Not in the file: identity.</source>
        <translation> Không có trong tệp: ma trận đơn vị.</translation>
    </message>
    <message>
        <source>(%1)</source>
        <translation>(%1)</translation>
    </message>
</context>
<context>
    <name>attn::ui::RandomScenarioDialog</name>
    <message>
        <source>Random W_q, W_k, W_v, W_o (else identity)</source>
        <translation>W_q, W_k, W_v, W_o ngẫu nhiên (nếu không: ma trận đơn vị)</translation>
    </message>
    <message>
        <source>Random Scenario</source>
        <translation>Kịch bản ngẫu nhiên</translation>
    </message>
    <message>
        <source>Number of tokens</source>
        <translation>Số token</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Số đầu</translation>
    </message>
    <message>
        <source>Normal N(0, scale²)</source>
        <translation>Chuẩn N(0, tỉ lệ²)</translation>
    </message>
    <message>
        <source>Uniform [−scale, scale]</source>
        <translation>Đều [−tỉ lệ, tỉ lệ]</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Phân phối</translation>
    </message>
    <message>
        <source>Scale of the embeddings</source>
        <translation>Tỉ lệ của embedding</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed ngẫu nhiên</translation>
    </message>
    <message>
        <source>Random projections</source>
        <translation>Phép chiếu ngẫu nhiên</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Số token:</translation>
    </message>
    <message>
        <source>d_&amp;model:</source>
        <translation>d_&amp;model:</translation>
    </message>
    <message>
        <source>&amp;Heads:</source>
        <translation>Số đầ&amp;u:</translation>
    </message>
    <message>
        <source>&amp;Distribution:</source>
        <translation>&amp;Phân phối:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>Tỉ &amp;lệ:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
</context>
<context>
    <name>attn::ui::ScalingHeatmapsWidget</name>
    <message>
        <source>queries</source>
        <translation>query</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Head %1: </source>
        <translation>Đầu %1: </translation>
    </message>
    <message>
        <source>weights without ÷√d_k</source>
        <translation>trọng số không ÷√d_k</translation>
    </message>
    <message>
        <source>weights with ÷√d_k</source>
        <translation>trọng số có ÷√d_k</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ)</source>
        <translation>softmax(Q·Kᵀ)</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ/√%1)</source>
        <translation>softmax(Q·Kᵀ/√%1)</translation>
    </message>
    <message>
        <source> · the app&apos;s setting</source>
        <translation> · thiết lập hiện tại</translation>
    </message>
    <message>
        <source>Weights without and with scaling</source>
        <translation>Trọng số khi không và khi có chia tỉ lệ</translation>
    </message>
</context>
<context>
    <name>attn::ui::ShapePanel</name>
    <message>
        <source>&amp;Self-attention</source>
        <translation>Se&amp;lf-attention</translation>
    </message>
    <message>
        <source>&amp;Direct Q, K, V</source>
        <translation>Trực tiế&amp;p Q, K, V</translation>
    </message>
    <message>
        <source>&amp;Random scenario…</source>
        <translation>Tạ&amp;o ngẫu nhiên…</translation>
    </message>
    <message>
        <source>Tokens with embeddings X; Q = X·W_q, K = X·W_k, V = X·W_v, split into heads</source>
        <translation>Các token với embedding X; Q = X·W_q, K = X·W_k, V = X·W_v, chia thành các đầu</translation>
    </message>
    <message>
        <source>Type Q, K and V directly (one head). Switching takes the projected Q, K, V of head 1.</source>
        <translation>Nhập trực tiếp Q, K và V (một đầu). Khi chuyển sang chế độ này, Q, K, V đã chiếu của đầu 1 được giữ lại.</translation>
    </message>
    <message>
        <source>Self-attention mode</source>
        <translation>Chế độ self-attention</translation>
    </message>
    <message>
        <source>Direct Q, K, V mode</source>
        <translation>Chế độ nhập trực tiếp Q, K, V</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Embedding size. Growing pads with zeros; shrinking drops the last columns.</source>
        <translation>Kích thước embedding. Khi tăng, các cột mới được điền 0; khi giảm, các cột cuối bị bỏ đi.</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Số đầu</translation>
    </message>
    <message>
        <source>Only divisors of d_model: each head gets d_k = d_model / heads columns</source>
        <translation>Chỉ nhận ước của d_model: mỗi đầu được d_k = d_model / số đầu cột</translation>
    </message>
    <message>
        <source>Random scenario</source>
        <translation>Kịch bản ngẫu nhiên</translation>
    </message>
    <message>
        <source>d_&amp;model</source>
        <translation>d_&amp;model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>Số đầ&amp;u</translation>
    </message>
    <message>
        <source>d_k = %1</source>
        <translation>d_k = %1</translation>
    </message>
    <message>
        <source>Not Enough Memory</source>
        <translation>Không đủ bộ nhớ</translation>
    </message>
    <message>
        <source>This shape needs more memory than the computation may use; the scenario is unchanged.</source>
        <translation>Hình dạng này cần nhiều bộ nhớ hơn mức phép tính được phép dùng; kịch bản không thay đổi.</translation>
    </message>
    <message>
        <source>1 query</source>
        <translation>1 query</translation>
    </message>
    <message>
        <source>%1 queries</source>
        <translation>%1 query</translation>
    </message>
    <message>
        <source>1 key</source>
        <translation>1 key</translation>
    </message>
    <message>
        <source>%1 keys</source>
        <translation>%1 key</translation>
    </message>
    <message>
        <source>%1, %2, d_k %3, d_v %4</source>
        <translation>%1, %2, d_k %3, d_v %4</translation>
    </message>
    <message>
        <source>Shape Refused</source>
        <translation>Hình dạng bị từ chối</translation>
    </message>
    <message>
        <source>A scenario file cannot hold this shape; the scenario is unchanged.</source>
        <translation>Tệp kịch bản không thể chứa hình dạng này; kịch bản không thay đổi.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Khác</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Lọc theo thao tác hoặc phím</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Lọc phím tắt</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Thao tác</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Phím tắt</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Danh sách phím tắt</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Đóng</translation>
    </message>
    <message>
        <source>Heatmaps</source>
        <translation>Bản đồ nhiệt</translation>
    </message>
    <message>
        <source>Moving Around</source>
        <translation>Di chuyển</translation>
    </message>
</context>
<context>
    <name>attn::ui::SpokenText</name>
    <message>
        <source>zero</source>
        <translation>không</translation>
    </message>
    <message>
        <source>one</source>
        <translation>một</translation>
    </message>
    <message>
        <source>two</source>
        <translation>hai</translation>
    </message>
    <message>
        <source>three</source>
        <translation>ba</translation>
    </message>
    <message>
        <source>four</source>
        <translation>bốn</translation>
    </message>
    <message>
        <source>five</source>
        <translation>năm</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sáu</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>bảy</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>tám</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>chín</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>bằng</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>trừ</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>cộng</translation>
    </message>
    <message>
        <source>times</source>
        <translation>nhân</translation>
    </message>
    <message>
        <source>divided by</source>
        <translation>chia cho</translation>
    </message>
    <message>
        <source>square root of</source>
        <translation>căn bậc hai của</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>vô cực</translation>
    </message>
    <message>
        <source>sum of</source>
        <translation>tổng của</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>chuyển vị</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>không quá</translation>
    </message>
    <message>
        <source>and so on</source>
        <translation>và cứ thế</translation>
    </message>
    <message>
        <source>approximately</source>
        <translation>xấp xỉ</translation>
    </message>
</context>
<context>
    <name>attn::ui::StabilityPanel</name>
    <message>
        <source>Softmax divides exp(score) by the sum of the row&apos;s exps. Computed as written, exp overflows to infinity above %1 in float32, %2 in float16 and %3 in bfloat16, and infinity divided by infinity gives NaN weights. Subtracting the row&apos;s largest score first changes no weight (the factor cancels) and keeps every exp at most 1. &lt;b&gt;float16 and bfloat16 are emulated&lt;/b&gt;: each input, exp and weight is rounded to the nearest number of the format (largest %4 and %5; 11 and 8 bits of significand); the sums are kept in float32, as half-precision kernels do.</source>
        <translation>Softmax chia exp(điểm) cho tổng các exp của hàng. Nếu tính đúng như công thức, exp tràn thành vô cực khi lớn hơn %1 trong float32, %2 trong float16 và %3 trong bfloat16, và vô cực chia vô cực cho trọng số NaN. Trừ điểm lớn nhất của hàng trước không làm đổi trọng số nào (hệ số triệt tiêu) và giữ mọi exp không quá 1. &lt;b&gt;float16 và bfloat16 được mô phỏng&lt;/b&gt;: mỗi đầu vào, exp và trọng số được làm tròn tới số gần nhất của định dạng (lớn nhất %4 và %5; 11 và 8 bit phần định trị); các tổng được giữ ở float32, như các kernel độ chính xác một nửa.</translation>
    </message>
    <message>
        <source>&amp;Scores of one row:</source>
        <translation>Điểm của một &amp;hàng:</translation>
    </message>
    <message>
        <source>&amp;Add to every score:</source>
        <translation>Cộng &amp;thêm vào mọi điểm:</translation>
    </message>
    <message>
        <source>Around 90</source>
        <translation>Khoảng 90</translation>
    </message>
    <message>
        <source>Around 12</source>
        <translation>Khoảng 12</translation>
    </message>
    <message>
        <source>Seed 002</source>
        <translation>Tài liệu 002</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Định dạng</translation>
    </message>
    <message>
        <source>Subtract the max</source>
        <translation>Trừ giá trị lớn nhất</translation>
    </message>
    <message>
        <source>Scores as stored</source>
        <translation>Điểm như được lưu</translation>
    </message>
    <message>
        <source>exp(score − m)</source>
        <translation>exp(điểm − m)</translation>
    </message>
    <message>
        <source>Sum (float32)</source>
        <translation>Tổng (float32)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <source>Exercise: from which score does exp overflow in float16, to two decimals?</source>
        <translation>Bài tập: từ điểm nào thì exp bị tràn trong float16, lấy hai chữ số thập phân?</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Câu trả lời của bạn</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Kiểm tra</translation>
    </message>
    <message>
        <source>Type a number, for example 10.5.</source>
        <translation>Hãy nhập một số, ví dụ 10,5.</translation>
    </message>
    <message>
        <source>Not quite: the answer is ln of float16&apos;s largest number 65504 (plus half a unit of rounding), %1.</source>
        <translation>Chưa đúng: đáp án là ln của số lớn nhất của float16, 65504 (cộng nửa đơn vị làm tròn), %1.</translation>
    </message>
    <message>
        <source>Type at least one score.</source>
        <translation>Hãy nhập ít nhất một điểm.</translation>
    </message>
    <message>
        <source> (emulated)</source>
        <translation> (mô phỏng)</translation>
    </message>
    <message>
        <source>yes, m = %1</source>
        <translation>có, m = %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>không</translation>
    </message>
    <message numerus="yes">
        <source>%1 without the max: %n exp(s) overflowed to infinity, so the weights are not numbers (NaN).</source>
        <translation>
            <numerusform>%1 khi không trừ giá trị lớn nhất: %n exp(s) tràn thành vô cực, nên các trọng số không phải là số (NaN).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with the max: largest error of a weight %2.</source>
        <translation>%1 khi trừ giá trị lớn nhất: sai số lớn nhất của một trọng số là %2.</translation>
    </message>
    <message>
        <source>Scores of one row</source>
        <translation>Điểm của một hàng</translation>
    </message>
    <message>
        <source>Add to every score</source>
        <translation>Cộng thêm vào mọi điểm</translation>
    </message>
    <message>
        <source>Softmax in each format</source>
        <translation>Softmax trong từng định dạng</translation>
    </message>
    <message>
        <source>Right: in float16, exp overflows for every score above %1 (ln of 65504 plus half a unit of rounding): a score of 12, harmless in float32, overflows in float16. Stored in float16, the score %1 itself becomes %2, whose exp is infinite; the largest float16 score with a finite exp is %3.</source>
        <translation>Đúng: trong float16, exp bị tràn với mọi điểm lớn hơn %1 (ln của 65504 cộng nửa đơn vị làm tròn): điểm 12, vô hại trong float32, bị tràn trong float16. Khi lưu ở float16, chính điểm %1 trở thành %2, có exp là vô cực; điểm float16 lớn nhất có exp hữu hạn là %3.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StatsPanel</name>
    <message>
        <source>&amp;Head:</source>
        <translation>Đầ&amp;u:</translation>
    </message>
    <message>
        <source>Head shown in the statistics</source>
        <translation>Đầu được hiển thị trong thống kê</translation>
    </message>
    <message>
        <source>Raw versus scaled statistics</source>
        <translation>Thống kê của điểm thô so với điểm đã chia</translation>
    </message>
    <message>
        <source>Histogram of raw and scaled scores</source>
        <translation>Biểu đồ tần suất của điểm thô và điểm đã chia</translation>
    </message>
    <message>
        <source>Statistics per head</source>
        <translation>Thống kê theo từng đầu</translation>
    </message>
    <message>
        <source>Softmax gradient per query row</source>
        <translation>Gradient softmax theo từng hàng query</translation>
    </message>
    <message>
        <source>Statistics details</source>
        <translation>Chi tiết thống kê</translation>
    </message>
    <message>
        <source>Per head</source>
        <translation>Theo đầu</translation>
    </message>
    <message>
        <source>Gradient per query</source>
        <translation>Gradient theo query</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Mọi đầu</translation>
    </message>
    <message>
        <source>Head 1</source>
        <translation>Đầu 1</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Đầu %1</translation>
    </message>
    <message>
        <source>No statistics: %1</source>
        <translation>Không có thống kê: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>Texts of the step by language</source>
        <translation>Nội dung của bước theo ngôn ngữ</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Tiếng Anh</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Tiếng Indonesia</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Tiếng Việt</translation>
    </message>
    <message>
        <source>Step title (%1)</source>
        <translation>Tên bước (%1)</translation>
    </message>
    <message>
        <source>Step text (%1)</source>
        <translation>Nội dung bước (%1)</translation>
    </message>
    <message>
        <source>Question (%1)</source>
        <translation>Câu hỏi (%1)</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Gợi ý (%1)</translation>
    </message>
    <message>
        <source>Explanation (%1)</source>
        <translation>Giải thích (%1)</translation>
    </message>
    <message>
        <source>{answer} stands for the engine&apos;s answer</source>
        <translation>{answer} được thay bằng đáp án của bộ tính toán</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Tên:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Nội dung:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Câu hỏi:</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Gợi ý:</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>Giải thích:</translation>
    </message>
    <message>
        <source>Answer, computed by the engine</source>
        <translation>Đáp án, do bộ tính toán</translation>
    </message>
    <message>
        <source>Ask a question in this step</source>
        <translation>Đặt một câu hỏi ở bước này</translation>
    </message>
    <message>
        <source>The number asked for</source>
        <translation>Con số được hỏi</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Đầu ra</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Trọng số</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Điểm Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Điểm đã chia</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Thống kê</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Con số:</translation>
    </message>
    <message>
        <source>Statistic:</source>
        <translation>Thống kê:</translation>
    </message>
    <message>
        <source>head </source>
        <translation>đầu </translation>
    </message>
    <message>
        <source>row </source>
        <translation>hàng </translation>
    </message>
    <message>
        <source>column </source>
        <translation>cột </translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Đầu</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Hàng</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Cột</translation>
    </message>
    <message>
        <source>Cell:</source>
        <translation>Ô:</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Dung sai</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Dung sai:</translation>
    </message>
    <message>
        <source>The engine&apos;s answer</source>
        <translation>Đáp án của bộ tính toán</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>Không có câu hỏi: bước này chỉ giải thích.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer here: %1</source>
        <translation>Đáp án của bộ tính toán ở đây: %1</translation>
    </message>
    <message>
        <source>This number does not exist here: %1</source>
        <translation>Con số này không có ở đây: %1</translation>
    </message>
    <message>
        <source>Choices, one a line (%1)</source>
        <translation>Các lựa chọn, mỗi dòng một lựa chọn (%1)</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Lựa chọn:</translation>
    </message>
    <message>
        <source>Kind of answer</source>
        <translation>Loại câu trả lời</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Một con số</translation>
    </message>
    <message>
        <source>A choice</source>
        <translation>Một lựa chọn</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Câu trả lời:</translation>
    </message>
    <message>
        <source>The right choice</source>
        <translation>Lựa chọn đúng</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>Lựa chọn đúng:</translation>
    </message>
    <message>
        <source>Head output weights·V</source>
        <translation>Đầu ra của đầu trọng số·V</translation>
    </message>
    <message>
        <source>Concatenation of the heads</source>
        <translation>Ghép nối các đầu</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>V</source>
        <translation>V</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>Divisor of the scores</source>
        <translation>Số chia của điểm số</translation>
    </message>
    <message>
        <source>Blocked pairs</source>
        <translation>Các cặp bị chặn</translation>
    </message>
    <message>
        <source>A cell or a whole row</source>
        <translation>Một ô hay cả một hàng</translation>
    </message>
    <message>
        <source>One number (a cell)</source>
        <translation>Một số (một ô)</translation>
    </message>
    <message>
        <source>The whole row</source>
        <translation>Cả hàng</translation>
    </message>
    <message>
        <source>Part:</source>
        <translation>Phần:</translation>
    </message>
    <message>
        <source>What of it is asked</source>
        <translation>Hỏi điều gì về nó</translation>
    </message>
    <message>
        <source>The number(s) as they are</source>
        <translation>Các số như vốn có</translation>
    </message>
    <message>
        <source>The sum</source>
        <translation>Tổng</translation>
    </message>
    <message>
        <source>The largest number</source>
        <translation>Số lớn nhất</translation>
    </message>
    <message>
        <source>How far it moves after the edits</source>
        <translation>Nó dịch chuyển bao xa sau các chỉnh sửa</translation>
    </message>
    <message>
        <source>Of it:</source>
        <translation>Của nó:</translation>
    </message>
    <message>
        <source>Computed: the position of the row&apos;s largest number</source>
        <translation>Được tính: vị trí của số lớn nhất trong hàng</translation>
    </message>
    <message>
        <source>Choice %1</source>
        <translation>Lựa chọn %1</translation>
    </message>
    <message>
        <source>The question is about the step&apos;s scenario as it is.</source>
        <translation>Câu hỏi nói về kịch bản của bước như vốn có.</translation>
    </message>
    <message numerus="yes">
        <source>The question is about the scenario after %n edit(s), applied once it is answered.</source>
        <translation>
            <numerusform>Câu hỏi nói về kịch bản sau %n chỉnh sửa, được áp dụng khi câu hỏi đã được trả lời.</numerusform>
        </translation>
    </message>
    <message>
        <source>The right answer: choice %1.</source>
        <translation>Câu trả lời đúng: lựa chọn %1.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer here: choice %1</source>
        <translation>Đáp án của bộ tính toán ở đây: lựa chọn %1</translation>
    </message>
    <message>
        <source>Mean of the scores</source>
        <translation>Trung bình của các điểm</translation>
    </message>
    <message>
        <source>Standard deviation of the scores</source>
        <translation>Độ lệch chuẩn của các điểm</translation>
    </message>
    <message>
        <source>Smallest score</source>
        <translation>Điểm nhỏ nhất</translation>
    </message>
    <message>
        <source>Largest score</source>
        <translation>Điểm lớn nhất</translation>
    </message>
    <message>
        <source>Largest weight of a row, mean over the rows</source>
        <translation>Trọng số lớn nhất của một hàng, trung bình trên các hàng</translation>
    </message>
    <message>
        <source>Entropy of a row&apos;s weights (nats), mean over the rows</source>
        <translation>Entropy của trọng số một hàng (nat), trung bình trên các hàng</translation>
    </message>
    <message>
        <source>‖J‖ of a row&apos;s softmax, mean over the rows</source>
        <translation>‖J‖ của softmax một hàng, trung bình trên các hàng</translation>
    </message>
    <message>
        <source>Raw: %1</source>
        <translation>Thô: %1</translation>
    </message>
    <message>
        <source>Scaled (÷ √d_k): %1</source>
        <translation>Chia cho √d_k: %1</translation>
    </message>
    <message>
        <source>Text limit</source>
        <translation>Giới hạn văn bản</translation>
    </message>
</context>
<context>
    <name>attn::ui::SweepPanel</name>
    <message>
        <source>Number of keys</source>
        <translation>Số key</translation>
    </message>
    <message>
        <source>Trials per d_k</source>
        <translation>Số lần thử cho mỗi d_k</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed ngẫu nhiên</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>&amp;Key:</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>Lần &amp;thử:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Chạy</translation>
    </message>
    <message>
        <source>Run the d_k sweep</source>
        <translation>Chạy quét d_k</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>Hủ&amp;y</translation>
    </message>
    <message>
        <source>Cancel the d_k sweep</source>
        <translation>Hủy quét d_k</translation>
    </message>
    <message>
        <source>Progress of the d_k sweep</source>
        <translation>Tiến độ quét d_k</translation>
    </message>
    <message>
        <source>Spread of raw and scaled scores against d_k</source>
        <translation>Độ phân tán của điểm thô và điểm đã chia theo d_k</translation>
    </message>
    <message>
        <source>Mean max weight against d_k</source>
        <translation>Trung bình trọng số lớn nhất theo d_k</translation>
    </message>
    <message>
        <source>Mean entropy against d_k</source>
        <translation>Entropy trung bình theo d_k</translation>
    </message>
    <message>
        <source>d_k sweep numbers</source>
        <translation>Số liệu quét d_k</translation>
    </message>
    <message>
        <source>Running %1 trials for each d_k…</source>
        <translation>Đang chạy %1 lần thử cho mỗi d_k…</translation>
    </message>
    <message>
        <source>Cancelling after the current d_k…</source>
        <translation>Sẽ hủy sau d_k hiện tại…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Đã hủy.</translation>
    </message>
    <message>
        <source>Cancelled: d_k up to %1 shown.</source>
        <translation>Đã hủy: hiển thị đến d_k = %1.</translation>
    </message>
    <message>
        <source>Mean over %1 trials of one query and %2 keys, seed %3.</source>
        <translation>Trung bình %1 lần thử với một query và %2 key, seed %3.</translation>
    </message>
    <message>
        <source>Mean softmax Jacobian norm against d_k</source>
        <translation>Chuẩn Jacobian trung bình của softmax theo d_k</translation>
    </message>
    <message>
        <source>Ch&amp;arts</source>
        <translation>Biể&amp;u đồ</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>Số l&amp;iệu</translation>
    </message>
    <message>
        <source>Sweep charts and numbers</source>
        <translation>Biểu đồ và số liệu của phép quét</translation>
    </message>
    <message>
        <source>The four sweep charts</source>
        <translation>Bốn biểu đồ của phép quét</translation>
    </message>
</context>
<context>
    <name>attn::ui::TextBound</name>
    <message>
        <source>A text of a lesson may have at most %1 characters; this would make it %2. Nothing was added.</source>
        <translation>Một văn bản của bài học có tối đa %1 ký tự; thay đổi này sẽ làm nó thành %2. Không có gì được thêm.</translation>
    </message>
    <message>
        <source>A lesson&apos;s texts may have at most %1 characters together (every step, every language); this would make them %2. Nothing was added.</source>
        <translation>Các văn bản của một bài học có tối đa %1 ký tự cộng lại (mọi bước, mọi ngôn ngữ); thay đổi này sẽ làm chúng thành %2. Không có gì được thêm.</translation>
    </message>
</context>
<context>
    <name>attn::ui::TokenModel</name>
    <message>
        <source>Double-click to rename; drag to reorder</source>
        <translation>Nhấp đúp để đổi tên; kéo để sắp xếp lại</translation>
    </message>
    <message>
        <source>Padding: no query may attend this key</source>
        <translation>Phần đệm: không query nào được chú ý tới key này</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>đệm</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>không đệm</translation>
    </message>
    <message>
        <source>A token needs a name</source>
        <translation>Token cần có tên</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Padding</source>
        <translation>Đệm</translation>
    </message>
</context>
<context>
    <name>attn::ui::TokensPanel</name>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Embeddings X</source>
        <translation>Embedding X</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Thêm</translation>
    </message>
    <message>
        <source>Add a token after the selected one</source>
        <translation>Thêm một token sau token đã chọn</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Xóa</translation>
    </message>
    <message>
        <source>Remove the selected token</source>
        <translation>Xóa token đã chọn</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Lên</translation>
    </message>
    <message>
        <source>Move the selected token up</source>
        <translation>Đưa token đã chọn lên</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Xuống</translation>
    </message>
    <message>
        <source>Move the selected token down</source>
        <translation>Đưa token đã chọn xuống</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tokens&lt;/b&gt;</source>
        <translation>&lt;b&gt;Token&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Embeddings X&lt;/b&gt; (%1 tokens × d_model %2)</source>
        <translation>&lt;b&gt;Embedding X&lt;/b&gt; (%1 token × d_model %2)</translation>
    </message>
</context>
<context>
    <name>attn::ui::UndoCommands</name>
    <message>
        <source>Edit %1</source>
        <translation>Sửa %1</translation>
    </message>
    <message>
        <source>Paste %1 × %2 into %3</source>
        <translation>Dán %1 × %2 vào %3</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Đổi tên %1 thành %2</translation>
    </message>
    <message>
        <source>Mark %1 as padding</source>
        <translation>Đánh dấu %1 là phần đệm</translation>
    </message>
    <message>
        <source>Unmark %1 as padding</source>
        <translation>Bỏ đánh dấu phần đệm của %1</translation>
    </message>
    <message>
        <source>Scale scores</source>
        <translation>Chia tỉ lệ điểm</translation>
    </message>
    <message>
        <source>Stop scaling scores</source>
        <translation>Ngừng chia tỉ lệ điểm</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Bật mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>Causal mask off</source>
        <translation>Tắt mặt nạ nhân quả</translation>
    </message>
    <message>
        <source>Divide scores by %1</source>
        <translation>Chia điểm cho %1</translation>
    </message>
    <message>
        <source>Divide scores by √d_k</source>
        <translation>Chia điểm cho √d_k</translation>
    </message>
    <message>
        <source>Allow %1 → %2</source>
        <translation>Cho phép %1 → %2</translation>
    </message>
    <message>
        <source>Block %1 → %2</source>
        <translation>Chặn %1 → %2</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Xóa mặt nạ tùy chỉnh</translation>
    </message>
    <message>
        <source>Set %1 to zero</source>
        <translation>Đặt %1 bằng 0</translation>
    </message>
    <message>
        <source>Set %1 to identity</source>
        <translation>Đặt %1 thành ma trận đơn vị</translation>
    </message>
    <message>
        <source>Random %1 (seed %2, scale %3)</source>
        <translation>%1 ngẫu nhiên (seed %2, tỉ lệ %3)</translation>
    </message>
    <message>
        <source>Add token</source>
        <translation>Thêm token</translation>
    </message>
    <message>
        <source>Remove token %1</source>
        <translation>Xóa token %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Đưa %1 lên</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Đưa %1 xuống</translation>
    </message>
    <message>
        <source>Change d_model to %1</source>
        <translation>Đổi d_model thành %1</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>Dùng %n đầu</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch to direct Q, K, V</source>
        <translation>Chuyển sang nhập trực tiếp Q, K, V</translation>
    </message>
    <message>
        <source>Switch to self-attention</source>
        <translation>Chuyển sang self-attention</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Align the causal mask bottom-right</source>
        <translation>Căn mặt nạ nhân quả theo góc dưới phải</translation>
    </message>
    <message>
        <source>Align the causal mask top-left</source>
        <translation>Căn mặt nạ nhân quả theo góc trên trái</translation>
    </message>
    <message>
        <source>new</source>
        <comment>an added token</comment>
        <translation>mới</translation>
    </message>
</context>
<context>
    <name>attn::ui::VerbosityText</name>
    <message>
        <source>Screen Reader &amp;Verbosity</source>
        <translation>Mức chi tiết &amp;khi đọc màn hình</translation>
    </message>
    <message>
        <source>&amp;Value Only</source>
        <translation>Chỉ &amp;giá trị</translation>
    </message>
    <message>
        <source>Value and &amp;Tokens</source>
        <translation>Giá trị và &amp;token</translation>
    </message>
    <message>
        <source>&amp;Full Formula</source>
        <translation>Công thức đầ&amp;y đủ</translation>
    </message>
</context>
<context>
    <name>attn::ui::Walkthrough</name>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Điểm Q·Kᵀ</translation>
    </message>
    <message>
        <source>Mask + M</source>
        <translation>Mặt nạ + M</translation>
    </message>
    <message>
        <source>Softmax: the weights</source>
        <translation>Softmax: trọng số</translation>
    </message>
    <message>
        <source>Mixing the values: weights·V</source>
        <translation>Trộn các value: trọng số·V</translation>
    </message>
    <message>
        <source>Several heads</source>
        <translation>Nhiều đầu</translation>
    </message>
    <message>
        <source>Concatenating the heads</source>
        <translation>Ghép các đầu</translation>
    </message>
    <message>
        <source>Output projection: concat·W_o + b_o</source>
        <translation>Phép chiếu đầu ra: concat·W_o + b_o</translation>
    </message>
    <message>
        <source>Walkthrough: no result to step through</source>
        <translation>Từng bước: không có kết quả để đi qua</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Bước %1/%2: %3</translation>
    </message>
    <message>
        <source>Scaling ÷ √d_k</source>
        <translation>Chia cho √d_k</translation>
    </message>
    <message>
        <source>Projections: Q, K and V from X</source>
        <translation>Phép chiếu: Q, K và V từ X</translation>
    </message>
    <message>
        <source>Hidden until the reveal: predict first which key gets the most weight, then reveal.</source>
        <translation>Ẩn cho đến khi mở: hãy dự đoán trước key nào nhận trọng số lớn nhất, rồi mở.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WalkthroughPanel</name>
    <message>
        <source>Walkthrough</source>
        <translation>Từng bước</translation>
    </message>
    <message>
        <source>Walkthrough step</source>
        <translation>Bước hướng dẫn</translation>
    </message>
    <message>
        <source>What this step computes</source>
        <translation>Bước này tính gì</translation>
    </message>
    <message>
        <source>Formula with the current numbers</source>
        <translation>Công thức với các số hiện tại</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Query:</translation>
    </message>
    <message>
        <source>Query row to follow</source>
        <translation>Hàng query cần theo dõi</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Đầu:</translation>
    </message>
    <message>
        <source>Head to follow</source>
        <translation>Đầu cần theo dõi</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Quay lại</translation>
    </message>
    <message>
        <source>Previous walkthrough step</source>
        <translation>Bước hướng dẫn trước</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tiếp</translation>
    </message>
    <message>
        <source>Next walkthrough step</source>
        <translation>Bước hướng dẫn tiếp theo</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::WeightsView</name>
    <message>
        <source>Attention weights heatmap</source>
        <translation>Bản đồ nhiệt trọng số attention</translation>
    </message>
    <message>
        <source>Scores heatmap</source>
        <translation>Bản đồ nhiệt điểm</translation>
    </message>
    <message>
        <source>Rows are queries, columns are keys. Hover a cell or move the focus cell with the arrow keys to see its formula; click a row to follow that query through every stage. Ctrl+wheel zooms.</source>
        <translation>Hàng là query, cột là key. Di chuột lên một ô hoặc dùng phím mũi tên di chuyển ô tiêu điểm để xem công thức của ô; nhấp vào một hàng để theo dõi query đó qua mọi giai đoạn. Ctrl+con lăn để phóng to, thu nhỏ.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WindowAccessText</name>
    <message>
        <source>More tools</source>
        <translation>Công cụ khác</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a combo box&apos;s spoken name: its label, then its current value</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
</TS>
