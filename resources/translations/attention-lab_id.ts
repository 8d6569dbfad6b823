<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID">
<context>
    <name>Backward</name>
    <message>
        <source>, head %1</source>
        <translation>, kepala %1</translation>
    </message>
    <message>
        <source>scores softmax saw: Q·Kᵀ %1</source>
        <translation>skor yang dilihat softmax: Q·Kᵀ %1</translation>
    </message>
    <message>
        <source>weights</source>
        <translation>bobot</translation>
    </message>
    <message>
        <source>output</source>
        <translation>keluaran</translation>
    </message>
    <message>
        <source>what the pipeline gives</source>
        <translation>yang dihasilkan alur</translation>
    </message>
    <message>
        <source>target</source>
        <translation>target</translation>
    </message>
    <message>
        <source>= output − target</source>
        <translation>= keluaran − target</translation>
    </message>
    <message>
        <source>d pᵢⱼ = d oᵢ · vⱼ (o: this head&apos;s output)</source>
        <translation>d pᵢⱼ = d oᵢ · vⱼ (o: keluaran kepala ini)</translation>
    </message>
    <message>
        <source>d pᵢⱼ = d oᵢ · vⱼ</source>
        <translation>d pᵢⱼ = d oᵢ · vⱼ</translation>
    </message>
    <message>
        <source>loss = 0.5 · Σ (output − target)² = %1</source>
        <translation>loss = 0,5 · Σ (keluaran − target)² = %1</translation>
    </message>
    <message>
        <source>masked cells get exactly 0 gradient</source>
        <translation>sel tertutup mendapat gradien tepat 0</translation>
    </message>
    <message>
        <source>No gradients: %1</source>
        <translation>Tidak ada gradien: %1</translation>
    </message>
    <message>
        <source>No target, so no loss and no gradients yet.</source>
        <translation>Belum ada target, jadi belum ada loss maupun gradien.</translation>
    </message>
    <message>
        <source>what the loss asks for</source>
        <translation>yang diminta loss</translation>
    </message>
    <message>
        <source>scores softmax saw, unscaled</source>
        <translation>skor yang dilihat softmax, tanpa penskalaan</translation>
    </message>
    <message>
        <source>d p and d s on one colour scale</source>
        <translation>d p dan d s pada satu skala warna</translation>
    </message>
</context>
<context>
    <name>BackwardCell</name>
    <message>
        <source>Head %1: </source>
        <translation>Kepala %1: </translation>
    </message>
    <message>
        <source>%1 = 0: query %2 has no allowed key; its weights are the constant 0, nothing flows back through them</source>
        <translation>%1 = 0: kueri %2 tidak punya key yang diizinkan; bobotnya konstanta 0, tidak ada yang mengalir balik melaluinya</translation>
    </message>
    <message>
        <source>%1 = 0 exactly: masked (%2); a blocked score never reaches the loss</source>
        <translation>%1 = 0 tepat: tertutup (%2); skor yang diblokir tidak pernah mencapai loss</translation>
    </message>
    <message>
        <source>Gradient of the loss for the score of query %1, key %2</source>
        <translation>Gradien loss terhadap skor kueri %1, key %2</translation>
    </message>
    <message>
        <source>p%1 = %2 (the weight), d p%1 = %3 (the gradient reaching it)</source>
        <translation>p%1 = %2 (bobotnya), d p%1 = %3 (gradien yang sampai padanya)</translation>
    </message>
    <message>
        <source>p%1 · d p%1 = Σⱼ p%1ⱼ d p%1ⱼ = %2 (over row %3&apos;s allowed keys)</source>
        <translation>p%1 · d p%1 = Σⱼ p%1ⱼ d p%1ⱼ = %2 (atas key yang diizinkan di baris %3)</translation>
    </message>
    <message>
        <source>Gradient of the loss for the weight of query %1, key %2</source>
        <translation>Gradien loss terhadap bobot kueri %1, key %2</translation>
    </message>
    <message>
        <source>how much the loss grows per unit of weight on key %1</source>
        <translation>seberapa besar loss naik per satuan bobot pada key %1</translation>
    </message>
    <message>
        <source>Gradient of the loss for output %1, component %2</source>
        <translation>Gradien loss terhadap keluaran %1, komponen %2</translation>
    </message>
    <message>
        <source>Target for output %1, component %2</source>
        <translation>Target untuk keluaran %1, komponen %2</translation>
    </message>
    <message>
        <source>p%1 is close to 1: the row&apos;s other weights are close to 0, so p%2 · d p%2 is close to d p%1 and the bracket (d p%1 − p%2 · d p%2) leaves almost nothing of the gradient</source>
        <translation>p%1 mendekati 1: bobot lain pada baris itu mendekati 0, jadi p%2 · d p%2 mendekati d p%1 dan kurung (d p%1 − p%2 · d p%2) hampir tidak menyisakan gradien</translation>
    </message>
    <message>
        <source>p%1 is close to 0: the factor p%1 leaves almost nothing of the gradient</source>
        <translation>p%1 mendekati 0: faktor p%1 hampir tidak menyisakan gradien</translation>
    </message>
</context>
<context>
    <name>Badges</name>
    <message>
        <source>then divided by %1</source>
        <translation>lalu dibagi %1</translation>
    </message>
    <message>
        <source>not scaled</source>
        <translation>tanpa penskalaan</translation>
    </message>
    <message>
        <source>std of the scores: raw %1, scaled %2</source>
        <translation>std skor: mentah %1, berskala %2</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>jumlah baris %1 adalah %2, bukan 1</translation>
    </message>
    <message>
        <source>each row with a valid key sums to 1</source>
        <translation>setiap baris yang punya key sah berjumlah 1</translation>
    </message>
    <message>
        <source>each row sums to 1</source>
        <translation>setiap baris berjumlah 1</translation>
    </message>
    <message>
        <source>weight (%1, %2) above the diagonal is %3</source>
        <translation>bobot (%1, %2) di atas diagonal bernilai %3</translation>
    </message>
    <message>
        <source>upper triangle is 0</source>
        <translation>segitiga atas bernilai 0</translation>
    </message>
    <message>
        <source>1 masked cell</source>
        <translation>1 sel tertutup</translation>
    </message>
    <message>
        <source>%1 masked cells</source>
        <translation>%1 sel tertutup</translation>
    </message>
    <message>
        <source>row %1 (%2) has no allowed key: its weights and output are zero</source>
        <translation>baris %1 (%2) tidak punya key yang diizinkan: bobot dan keluarannya nol</translation>
    </message>
    <message>
        <source>causal, bottom-right: every query sees every key</source>
        <translation>kausal, kanan bawah: setiap kueri melihat setiap key</translation>
    </message>
    <message>
        <source>causal, bottom-right: every blocked weight is 0</source>
        <translation>kausal, kanan bawah: setiap bobot yang diblokir bernilai 0</translation>
    </message>
    <message>
        <source>queries and keys come from two different sequences: a causal mask makes no sense here</source>
        <translation>kueri dan key berasal dari dua barisan yang berbeda: topeng kausalitas tidak masuk akal di sini</translation>
    </message>
    <message>
        <source>tokens reordered: same weights, rows and columns permuted (largest difference %1)</source>
        <translation>urutan token diubah: bobot sama, baris dan kolom dipermutasi (selisih terbesar %1)</translation>
    </message>
    <message>
        <source>tokens reordered: the weights are not the old ones permuted, order matters here (largest difference %1)</source>
        <translation>urutan token diubah: bobotnya bukan bobot lama yang dipermutasi, urutan berpengaruh di sini (selisih terbesar %1)</translation>
    </message>
    <message>
        <source>row %1 (%2) has no allowed key: its weights are zero and its output is the output bias b_o</source>
        <translation>baris %1 (%2) tidak punya key yang diizinkan: bobotnya nol dan keluarannya adalah bias keluaran b_o</translation>
    </message>
</context>
<context>
    <name>CellFormula</name>
    <message>
        <source>Head %1: </source>
        <translation>Kepala %1: </translation>
    </message>
    <message>
        <source>÷ %1 (the chosen divisor) = %2</source>
        <translation>÷ %1 (pembagi pilihan) = %2</translation>
    </message>
    <message>
        <source>causal mask: key %1 comes after query %2</source>
        <translation>topeng kausalitas: key %1 datang setelah kueri %2</translation>
    </message>
    <message>
        <source>key %1 is padding</source>
        <translation>key %1 adalah padding</translation>
    </message>
    <message>
        <source>the custom mask blocks it</source>
        <translation>topeng kustom memblokirnya</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>tertutup</translation>
    </message>
    <message>
        <source>Score of query %1 for key %2</source>
        <translation>Skor kueri %1 untuk key %2</translation>
    </message>
    <message>
        <source> (%1 terms)</source>
        <translation> (%1 suku)</translation>
    </message>
    <message>
        <source>then masked (%1): M%2 = −∞, weight 0</source>
        <translation>lalu ditutup topeng (%1): M%2 = −∞, bobot 0</translation>
    </message>
    <message>
        <source>Weight of key %1 for query %2</source>
        <translation>Bobot key %1 untuk kueri %2</translation>
    </message>
    <message>
        <source>w%1 = 0: masked (%2); exp(−∞) = 0</source>
        <translation>w%1 = 0: tertutup (%2); exp(−∞) = 0</translation>
    </message>
    <message>
        <source>scaled scores</source>
        <translation>skor berskala</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>skor</translation>
    </message>
    <message>
        <source>Output of query %1, component %2</source>
        <translation>Keluaran kueri %1, komponen %2</translation>
    </message>
    <message>
        <source>masked keys have weight 0 and add nothing</source>
        <translation>key yang tertutup berbobot 0 dan tidak menambahkan apa pun</translation>
    </message>
    <message>
        <source>Mask of query %1 for key %2</source>
        <translation>Topeng kueri %1 untuk key %2</translation>
    </message>
    <message>
        <source>M%1 = 0: allowed, the score passes unchanged</source>
        <translation>M%1 = 0: diizinkan, skor diteruskan tanpa perubahan</translation>
    </message>
    <message>
        <source>M%1 = −∞: %2, so exp(s + M) = 0</source>
        <translation>M%1 = −∞: %2, sehingga exp(s + M) = 0</translation>
    </message>
    <message>
        <source>Final output of query %1, component %2</source>
        <translation>Keluaran akhir kueri %1, komponen %2</translation>
    </message>
    <message>
        <source>%1, row %2, column %3</source>
        <translation>%1, baris %2, kolom %3</translation>
    </message>
    <message>
        <source>not divided: scaling by 1/√d_k is off</source>
        <translation>tidak dibagi: penskalaan 1/√d_k nonaktif</translation>
    </message>
    <message>
        <source>w%1 = 0 by convention: query %2 has no allowed key, so softmax is undefined for its row (0/0; PyTorch gives NaN); this app shows its weights and its head output as 0</source>
        <translation>w%1 = 0 menurut konvensi: kueri %2 tidak punya key yang diizinkan, jadi softmax tidak terdefinisi untuk barisnya (0/0; PyTorch memberi NaN); aplikasi ini menampilkan bobot dan keluaran kepalanya sebagai 0</translation>
    </message>
    <message>
        <source>o%1 = 0 by convention: query %2 has no allowed key (softmax is 0/0 there; PyTorch gives NaN)</source>
        <translation>o%1 = 0 menurut konvensi: kueri %2 tidak punya key yang diizinkan (softmax bernilai 0/0 di sana; PyTorch memberi NaN)</translation>
    </message>
    <message>
        <source>Query of %1, component %2</source>
        <translation>Kueri %1, komponen %2</translation>
    </message>
    <message>
        <source>causal mask, aligned bottom-right: query %1 sees keys 1 to %2</source>
        <translation>topeng kausalitas, rata kanan bawah: kueri %1 melihat key 1 sampai %2</translation>
    </message>
    <message>
        <source>+ ALiBi bias %1·|%2−%3| = %4, so %5</source>
        <translation>+ bias ALiBi %1·|%2−%3| = %4, jadi %5</translation>
    </message>
    <message>
        <source>q%1%2k%3 after rotating by %4θ and %5θ (positions from 0; θₘ = %6^(−2m/%7) for pair m)</source>
        <translation>q%1%2k%3 setelah diputar sebesar %4θ dan %5θ (posisi dari 0; θₘ = %6^(−2m/%7) untuk pasangan m)</translation>
    </message>
</context>
<context>
    <name>Export</name>
    <message>
        <source>Attention Lab scenario</source>
        <translation>Skenario Attention Lab</translation>
    </message>
    <message>
        <source>The main window</source>
        <translation>Jendela utama</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Bobot atensi</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Skor Q·Kᵀ</translation>
    </message>
    <message>
        <source>Every stage of the formula</source>
        <translation>Setiap tahap formula</translation>
    </message>
    <message>
        <source>The weights of every head</source>
        <translation>Bobot setiap kepala</translation>
    </message>
    <message>
        <source>Scaled against unscaled scores</source>
        <translation>Skor berskala dibandingkan skor tanpa skala</translation>
    </message>
    <message>
        <source>unknown view</source>
        <translation>tampilan tidak dikenal</translation>
    </message>
    <message>
        <source>the picture would be %1×%2 pixels; choose a smaller scale</source>
        <translation>gambar akan berukuran %1×%2 piksel; pilih skala yang lebih kecil</translation>
    </message>
    <message>
        <source>not enough memory for a %1×%2 picture</source>
        <translation>memori tidak cukup untuk gambar %1×%2</translation>
    </message>
    <message>
        <source>could not encode the PNG</source>
        <translation>PNG tidak dapat dienkode</translation>
    </message>
    <message>
        <source>%1. Made with Attention Lab %2.</source>
        <translation>%1. Dibuat dengan Attention Lab %2.</translation>
    </message>
    <message>
        <source>could not start the SVG</source>
        <translation>SVG tidak dapat dimulai</translation>
    </message>
    <message>
        <source>the scenario cannot be computed: %1</source>
        <translation>skenario tidak dapat dihitung: %1</translation>
    </message>
    <message>
        <source>scale %1 is out of range (0 to 16)</source>
        <translation>skala %1 di luar rentang (0 sampai 16)</translation>
    </message>
    <message>
        <source>unknown picture format “%1” (expected png, svg or pdf)</source>
        <translation>format gambar “%1” tidak dikenal (seharusnya png, svg, atau pdf)</translation>
    </message>
    <message>
        <source>Why divide by √d_k: the d_k sweep</source>
        <translation>Mengapa dibagi √d_k: sapuan d_k</translation>
    </message>
    <message>
        <source>window view not available</source>
        <translation>tampilan jendela tidak tersedia</translation>
    </message>
    <message>
        <source>--outline-row %1: the scenario has %2 queries</source>
        <translation>--outline-row %1: skenario ini punya %2 kueri</translation>
    </message>
</context>
<context>
    <name>FileOnDisk</name>
    <message>
        <source>&amp;Overwrite</source>
        <translation>&amp;Timpa</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Simpan Seb&amp;agai…</translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation>&amp;Muat ulang</translation>
    </message>
</context>
<context>
    <name>GenerateText</name>
    <message>
        <source>the %1 rows made one step at a time equal the parallel causal computation (largest difference %2, within 1e-6)</source>
        <translation>%1 baris yang dibuat selangkah demi selangkah sama dengan perhitungan kausal paralel (selisih terbesar %2, dalam 1e-6)</translation>
    </message>
    <message>
        <source>the rows made one step at a time differ from the parallel causal computation by %1</source>
        <translation>baris yang dibuat selangkah demi selangkah berbeda %1 dari perhitungan kausal paralel</translation>
    </message>
    <message>
        <source>up to step %1 with the KV cache: %2 query rows, %3 q·k entries (%4 multiply-adds)</source>
        <translation>sampai langkah %1 dengan cache KV: %2 baris kueri, %3 entri q·k (%4 perkalian-tambah)</translation>
    </message>
    <message>
        <source>all %1 tokens: n(n+1)/2 = %2 entries with the cache, n(n+1)(2n+1)/6 = %3 without</source>
        <translation>semua %1 token: n(n+1)/2 = %2 entri dengan cache, n(n+1)(2n+1)/6 = %3 tanpa cache</translation>
    </message>
    <message>
        <source>Step %1 of %2: query “%3” against %4 cached key(s), %5 added</source>
        <translation>Langkah %1 dari %2: kueri “%3” terhadap %4 key dalam cache, %5 ditambahkan</translation>
    </message>
    <message>
        <source>re-running the model on the whole prefix at every step instead: %1 query rows, %2 entries (%3 multiply-adds)</source>
        <translation>jika model dijalankan ulang pada seluruh prefiks di setiap langkah: %1 baris kueri, %2 entri (%3 perkalian-tambah)</translation>
    </message>
    <message>
        <source>counted: q·k entries, each d_k + d_v = %1 multiply-adds in each of the %2 head(s), %3 in all; projections not counted</source>
        <translation>yang dihitung: entri q·k, masing-masing d_k + d_v = %1 perkalian-tambah di setiap kepala dari %2 kepala, %3 seluruhnya; proyeksi tidak dihitung</translation>
    </message>
</context>
<context>
    <name>Handout</name>
    <message>
        <source>scaling off (scores are not divided)</source>
        <translation>penskalaan nonaktif (skor tidak dibagi)</translation>
    </message>
    <message>
        <source>scaling on: ÷ %1 (chosen divisor)</source>
        <translation>penskalaan aktif: ÷ %1 (pembagi pilihan)</translation>
    </message>
    <message>
        <source>scaling on: ÷ √%1 = %2</source>
        <translation>penskalaan aktif: ÷ √%1 = %2</translation>
    </message>
    <message>
        <source>causal mask on</source>
        <translation>topeng kausalitas aktif</translation>
    </message>
    <message>
        <source>causal mask off</source>
        <translation>topeng kausalitas nonaktif</translation>
    </message>
    <message>
        <source>no padding</source>
        <translation>tanpa padding</translation>
    </message>
    <message>
        <source>padding keys: %1</source>
        <translation>key padding: %1</translation>
    </message>
    <message>
        <source>custom mask</source>
        <translation>topeng kustom</translation>
    </message>
    <message>
        <source>Q, K, V given directly</source>
        <translation>Q, K, V diberikan langsung</translation>
    </message>
    <message>
        <source>%1 head(s), d_model = %2</source>
        <translation>%1 kepala, d_model = %2</translation>
    </message>
    <message>
        <source>%1 queries × %2 keys</source>
        <translation>%1 kueri × %2 key</translation>
    </message>
    <message>
        <source>could not start the PDF</source>
        <translation>PDF tidak dapat dimulai</translation>
    </message>
    <message>
        <source>Vaswani et al. 2017, eq. 1, with an additive mask M (0 where a query may attend a key, −∞ where it may not)</source>
        <translation>Vaswani dkk. 2017, pers. 1, dengan topeng aditif M (0 jika kueri boleh memperhatikan key, −∞ jika tidak)</translation>
    </message>
    <message>
        <source>Made with Attention Lab %1</source>
        <translation>Dibuat dengan Attention Lab %1</translation>
    </message>
</context>
<context>
    <name>Heatmap</name>
    <message>
        <source>allowed</source>
        <translation>diizinkan</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>tertutup</translation>
    </message>
    <message>
        <source>no valid keys</source>
        <translation>tidak ada key yang sah</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>diblokir manual</translation>
    </message>
</context>
<context>
    <name>LearnCharts</name>
    <message>
        <source>Loss (cross-entropy)</source>
        <translation>Loss (entropi silang)</translation>
    </message>
    <message>
        <source>Accuracy on the batch</source>
        <translation>Akurasi pada batch</translation>
    </message>
    <message>
        <source>Gradient norm (log scale)</source>
        <translation>Norma gradien (skala log)</translation>
    </message>
    <message>
        <source>Mean max weight</source>
        <translation>Rata-rata bobot maks</translation>
    </message>
    <message>
        <source>Mean ‖J‖ of softmax</source>
        <translation>Rata-rata ‖J‖ softmax</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>loss</translation>
    </message>
    <message>
        <source>fraction correct</source>
        <translation>proporsi benar</translation>
    </message>
    <message>
        <source>gradient norm</source>
        <translation>norma gradien</translation>
    </message>
    <message>
        <source>max weight</source>
        <translation>bobot maks</translation>
    </message>
    <message>
        <source>Jacobian norm</source>
        <translation>norma Jacobian</translation>
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
        <translation>posisi</translation>
    </message>
    <message>
        <source>read-out</source>
        <translation>pembacaan</translation>
    </message>
</context>
<context>
    <name>LearnTasks</name>
    <message>
        <source>Associative recall</source>
        <translation>Pengingatan asosiatif</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Salin</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Balik</translation>
    </message>
    <message>
        <source>Previous token</source>
        <translation>Token sebelumnya</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Urutkan</translation>
    </message>
    <message>
        <source>Key-value pairs, then a key: a head must attend the pair holding that key to answer its value.</source>
        <translation>Pasangan key-value, lalu sebuah key: sebuah kepala harus memperhatikan pasangan yang memuat key itu untuk menjawab value-nya.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must attend symbol i.</source>
        <translation>Simbol, lalu slot kosong: slot i harus memperhatikan simbol i.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must attend the i-th symbol from the end.</source>
        <translation>Simbol, lalu slot kosong: slot i harus memperhatikan simbol ke-i dari akhir.</translation>
    </message>
    <message>
        <source>Every position answers the symbol before it: a head must attend one position back.</source>
        <translation>Setiap posisi menjawab simbol sebelumnya: sebuah kepala harus memperhatikan satu posisi ke belakang.</translation>
    </message>
    <message>
        <source>Symbols, then blank slots: slot i must find the i-th smallest symbol.</source>
        <translation>Simbol, lalu slot kosong: slot i harus menemukan simbol terkecil ke-i.</translation>
    </message>
</context>
<context>
    <name>LessonAuthoring</name>
    <message>
        <source>Export Lesson Handout</source>
        <translation>Ekspor Lembar Materi Pelajaran</translation>
    </message>
    <message>
        <source>Start a lesson first: the handout is made from the lesson in the lesson panel.</source>
        <translation>Mulai sebuah pelajaran dulu: lembar materi dibuat dari pelajaran di panel pelajaran.</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Ne&amp;w Lesson from This Scenario…</source>
        <translation>Pelajaran Baru dari Skenario &amp;Ini…</translation>
    </message>
    <message>
        <source>Export Lesson &amp;Handout…</source>
        <translation>Ekspor &amp;Lembar Materi Pelajaran…</translation>
    </message>
    <message>
        <source>an untitled lesson</source>
        <translation>pelajaran tanpa judul</translation>
    </message>
    <message>
        <source>the lesson “%1”</source>
        <translation>pelajaran “%1”</translation>
    </message>
    <message>
        <source>Restore Unsaved Lesson?</source>
        <translation>Pulihkan Pelajaran yang Belum Disimpan?</translation>
    </message>
    <message>
        <source>Restore opens them in the lesson editor, unsaved. Discard deletes them.</source>
        <translation>Pulihkan membukanya di penyunting pelajaran, belum disimpan. Buang menghapusnya.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Pulihkan</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Buang</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>Putuskan &amp;Nanti</translation>
    </message>
    <message>
        <source>Restore the autosaved lesson</source>
        <translation>Pulihkan pelajaran yang tersimpan otomatis</translation>
    </message>
    <message>
        <source>Delete the autosaved lesson</source>
        <translation>Hapus pelajaran yang tersimpan otomatis</translation>
    </message>
    <message>
        <source>Keep the autosaved lesson for the next start</source>
        <translation>Simpan pelajaran yang tersimpan otomatis untuk pembukaan berikutnya</translation>
    </message>
    <message>
        <source>The autosaved lesson could not be read.
%1</source>
        <translation>Pelajaran yang tersimpan otomatis tidak dapat dibaca.
%1</translation>
    </message>
    <message>
        <source>Autosave Not Readable</source>
        <translation>Simpan Otomatis Tidak Terbaca</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly. Unsaved changes to %1 in the lesson editor were saved automatically on %2.</source>
        <translation>Attention Lab tidak ditutup dengan benar. Perubahan yang belum disimpan pada %1 di penyunting pelajaran tersimpan otomatis pada %2.</translation>
    </message>
    <message>
        <source>Writing the lesson handout…</source>
        <translation>Menulis lembar materi pelajaran…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Export Lesson Handout cancelled: nothing was written.</source>
        <translation>Ekspor Lembar Materi Pelajaran dibatalkan: tidak ada yang ditulis.</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Kunci jawaban</translation>
    </message>
    <message>
        <source>On a last page</source>
        <translation>Di halaman terakhir</translation>
    </message>
    <message>
        <source>Left out (the students&apos; sheets)</source>
        <translation>Tidak dicetak (lembar siswa)</translation>
    </message>
    <message>
        <source>Alone (the teacher&apos;s sheet)</source>
        <translation>Tersendiri (lembar guru)</translation>
    </message>
    <message>
        <source>Answer &amp;key:</source>
        <translation>&amp;Kunci jawaban:</translation>
    </message>
</context>
<context>
    <name>LessonHandout</name>
    <message>
        <source>could not start the PDF</source>
        <translation>PDF tidak dapat dimulai</translation>
    </message>
    <message>
        <source>Variant %1: these exercises have a student&apos;s own numbers.</source>
        <translation>Varian %1: latihan ini memakai angka milik seorang siswa.</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>Nama: ____________________</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Exercise %1. %2</source>
        <translation>Latihan %1. %2</translation>
    </message>
    <message>
        <source>Answer key</source>
        <translation>Kunci jawaban</translation>
    </message>
    <message>
        <source>Computed by the engine for these numbers.</source>
        <translation>Dihitung oleh mesin hitung untuk angka-angka ini.</translation>
    </message>
    <message>
        <source>Exercise %1 (step %2): %3
Answer: %4</source>
        <translation>Latihan %1 (langkah %2): %3
Jawaban: %4</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>dibatalkan</translation>
    </message>
    <message>
        <source>The numbers to work from:</source>
        <translation>Angka untuk dihitung:</translation>
    </message>
    <message>
        <source>%1 row %2 = [%3]</source>
        <translation>%1 baris %2 = [%3]</translation>
    </message>
    <message>
        <source>%1 row %2, column %3 = %4</source>
        <translation>%1 baris %2, kolom %3 = %4</translation>
    </message>
    <message>
        <source>Your own numbers in this exercise:</source>
        <translation>Angka milik Anda sendiri dalam latihan ini:</translation>
    </message>
    <message>
        <source>For the teacher.</source>
        <translation>Untuk guru.</translation>
    </message>
</context>
<context>
    <name>NumberInput</name>
    <message>
        <source>empty: type a number</source>
        <translation>kosong: ketik sebuah angka</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1” bukan angka</translation>
    </message>
    <message>
        <source>“%1” is not a finite number</source>
        <translation>“%1” bukan bilangan hingga</translation>
    </message>
    <message>
        <source>%1 is out of range (at most ±%2)</source>
        <translation>%1 di luar rentang (paling besar ±%2)</translation>
    </message>
</context>
<context>
    <name>Pipeline</name>
    <message>
        <source>given</source>
        <translation>diberikan</translation>
    </message>
    <message>
        <source>X·%1, columns %2–%3</source>
        <translation>X·%1, kolom %2–%3</translation>
    </message>
    <message>
        <source>, head %1</source>
        <translation>, kepala %1</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>raw scores</source>
        <translation>skor mentah</translation>
    </message>
    <message>
        <source>skipped: scaling is off</source>
        <translation>dilewati: penskalaan nonaktif</translation>
    </message>
    <message>
        <source>+ M (mask)</source>
        <translation>+ M (topeng)</translation>
    </message>
    <message>
        <source>0 allowed, −∞ masked</source>
        <translation>0 diizinkan, −∞ tertutup</translation>
    </message>
    <message>
        <source>softmax</source>
        <translation>softmax</translation>
    </message>
    <message>
        <source>weights; rows sum to 1</source>
        <translation>bobot; tiap baris berjumlah 1</translation>
    </message>
    <message>
        <source>weights·V</source>
        <translation>bobot·V</translation>
    </message>
    <message>
        <source>output of head %1</source>
        <translation>keluaran kepala %1</translation>
    </message>
    <message>
        <source>each row: a mix of V&apos;s rows</source>
        <translation>tiap baris: campuran baris-baris V</translation>
    </message>
    <message>
        <source>concat</source>
        <translation>gabungan</translation>
    </message>
    <message>
        <source>all heads side by side</source>
        <translation>semua kepala berdampingan</translation>
    </message>
    <message>
        <source>output projection</source>
        <translation>proyeksi keluaran</translation>
    </message>
    <message>
        <source>output</source>
        <translation>keluaran</translation>
    </message>
    <message>
        <source>concat·W_o + b_o</source>
        <translation>gabungan·W_o + b_o</translation>
    </message>
    <message>
        <source>concat·W_o</source>
        <translation>gabungan·W_o</translation>
    </message>
    <message>
        <source>learned positions</source>
        <translation>posisi learned</translation>
    </message>
    <message>
        <source>sinusoidal positions</source>
        <translation>posisi sinusoidal</translation>
    </message>
    <message>
        <source>what W_q, W_k, W_v multiply</source>
        <translation>yang dikalikan W_q, W_k, W_v</translation>
    </message>
    <message>
        <source>rotated: row p by p·θₘ</source>
        <translation>diputar: baris p sebesar p·θₘ</translation>
    </message>
    <message>
        <source>B (ALiBi)</source>
        <translation>B (ALiBi)</translation>
    </message>
    <message>
        <source>not divided; plus B</source>
        <translation>tidak dibagi; ditambah B</translation>
    </message>
    <message>
        <source>; plus B</source>
        <translation>; ditambah B</translation>
    </message>
</context>
<context>
    <name>Prediction</name>
    <message>
        <source>%1 may attend no key: softmax is undefined there, and its weights are shown as 0 by convention.</source>
        <translation>%1 tidak boleh memperhatikan key mana pun: softmax tidak terdefinisi di sana, dan bobotnya ditampilkan 0 menurut konvensi.</translation>
    </message>
    <message>
        <source>No key was picked: %1 gets the most weight for %2 (%3).</source>
        <translation>Tidak ada key yang dipilih: %1 mendapat bobot terbesar untuk %2 (%3).</translation>
    </message>
    <message>
        <source>Right: %1 gets the most weight for %2 (%3).</source>
        <translation>Benar: %1 mendapat bobot terbesar untuk %2 (%3).</translation>
    </message>
    <message>
        <source>Not quite: %1 is blocked for %2 (weight 0); %3 gets the most weight (%4).</source>
        <translation>Belum tepat: %1 terblokir untuk %2 (bobot 0); %3 mendapat bobot terbesar (%4).</translation>
    </message>
    <message>
        <source>Not quite: %1 gets the most weight for %2 (%3); %4 gets %5, %6 less.</source>
        <translation>Belum tepat: %1 mendapat bobot terbesar untuk %2 (%3); %4 mendapat %5, kurang %6.</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is right to the shown decimals.</source>
        <translation>Angka Anda untuk %1, %2, tepat sampai desimal yang ditampilkan.</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is %3 too high (it is %4).</source>
        <translation>Angka Anda untuk %1, %2, terlalu tinggi sebesar %3 (sebenarnya %4).</translation>
    </message>
    <message>
        <source>Your number for %1, %2, is %3 too low (it is %4).</source>
        <translation>Angka Anda untuk %1, %2, terlalu rendah sebesar %3 (sebenarnya %4).</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>Step &amp;down</source>
        <translation>&amp;Turunkan</translation>
    </message>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Naikkan</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Pilih Semua</translation>
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
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Float</source>
        <translation>Lepaskan</translation>
    </message>
    <message>
        <source>Undocks and re-attaches the dock widget</source>
        <translation>Melepas dan memasang kembali panel</translation>
    </message>
    <message>
        <source>Closes the dock widget</source>
        <translation>Menutup panel</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Tampilkan </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>&apos;%1&apos; dilindungi dari penulisan.
Tetap hapus?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Yakin ingin menghapus &apos;%1&apos;?</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Daftar tempat dan markah</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nama berkas:</translation>
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
        <translation>Hapus</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folder Baru</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Direktori Induk</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folder &amp;Baru</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cari di:</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Buat Folder Baru</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis berkas:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Cari Direktori</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>Tampilkan berkas &amp;tersembunyi</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Simpan Sebagai</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Direktori tidak ditemukan.
Periksa apakah nama direktori yang diberikan sudah benar.</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bilah samping</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Tampilan Daftar</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pilih</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Semua Berkas (*)</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Direktori</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Ganti Nama</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Direktori tidak dapat dihapus.</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Direktori:</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 sudah ada.
Ganti berkas itu?</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ke direktori induk</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tempat Terkini</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Beralih ke tampilan rinci</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Buat Folder Baru</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Tampilan Rinci</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Berkas tidak ditemukan.
Periksa apakah nama berkas yang diberikan sudah benar.</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Beralih ke tampilan daftar</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipe</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer Saya</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tanggal Diubah</translation>
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
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Tutup</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Tutup tanpa Menyimpan</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
</context>
<context>
    <name>QInputDialog</name>
    <message>
        <source>Enter a value:</source>
        <translation>Masukkan nilai:</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Te&amp;mpel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>Show Details...</source>
        <translation>Tampilkan Rincian...</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Tentang Qt</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan Rincian...</translation>
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
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hentikan</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Coba Lagi</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Kembalikan Bawaan</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Tidak untuk &amp;Semua</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Simpan Semua</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk Semu&amp;a</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Top</source>
        <translation>Atas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Gulir ke bawah</translation>
    </message>
    <message>
        <source>Scroll here</source>
        <translation>Gulir ke sini</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Gulir ke kiri</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Bawah</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Halaman ke atas</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Halaman ke kanan</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Gulir ke atas</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Gulir ke kanan</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Tepi kiri</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Halaman ke bawah</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Halaman ke kiri</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tepi kanan</translation>
    </message>
</context>
<context>
    <name>QTabBar</name>
    <message>
        <source>Scroll Left</source>
        <translation>Gulir ke Kiri</translation>
    </message>
    <message>
        <source>Scroll Right</source>
        <translation>Gulir ke Kanan</translation>
    </message>
</context>
<context>
    <name>QWhatsThisAction</name>
    <message>
        <source>What&apos;s This?</source>
        <translation>Apa Ini?</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Te&amp;mpel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;Alamat Tautan</translation>
    </message>
</context>
<context>
    <name>StatsCharts</name>
    <message>
        <source>d_k (log₂ scale)</source>
        <translation>d_k (skala log₂)</translation>
    </message>
    <message>
        <source>How the scores spread</source>
        <translation>Sebaran skor</translation>
    </message>
    <message>
        <source>raw Q·Kᵀ (std %1)</source>
        <translation>Q·Kᵀ mentah (std %1)</translation>
    </message>
    <message>
        <source>scaled Q·Kᵀ/√d_k (std %1)</source>
        <translation>Q·Kᵀ/√d_k berskala (std %1)</translation>
    </message>
    <message>
        <source>score</source>
        <translation>skor</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>entri</translation>
    </message>
    <message>
        <source>(a) Spread of the scores</source>
        <translation>(a) Sebaran skor</translation>
    </message>
    <message>
        <source>(b) Largest weight of a query</source>
        <translation>(b) Bobot terbesar sebuah kueri</translation>
    </message>
    <message>
        <source>(c) Entropy of the weights</source>
        <translation>(c) Entropi bobot</translation>
    </message>
    <message>
        <source>raw Q·Kᵀ</source>
        <translation>Q·Kᵀ mentah</translation>
    </message>
    <message>
        <source>scaled Q·Kᵀ/√d_k</source>
        <translation>Q·Kᵀ/√d_k berskala</translation>
    </message>
    <message>
        <source>√d_k</source>
        <translation>√d_k</translation>
    </message>
    <message>
        <source>std of the scores</source>
        <translation>std skor</translation>
    </message>
    <message>
        <source>one-hot: 1</source>
        <translation>satu-hot: 1</translation>
    </message>
    <message>
        <source>uniform: 1/%1</source>
        <translation>seragam: 1/%1</translation>
    </message>
    <message>
        <source>mean max weight</source>
        <translation>rata-rata bobot maks</translation>
    </message>
    <message>
        <source>uniform: ln %1 = %2</source>
        <translation>seragam: ln %1 = %2</translation>
    </message>
    <message>
        <source>one-hot: 0</source>
        <translation>satu-hot: 0</translation>
    </message>
    <message>
        <source>mean entropy (nats)</source>
        <translation>rata-rata entropi (nat)</translation>
    </message>
    <message>
        <source> Here at d_k = %1: raw %2, scaled %3.</source>
        <translation> Di sini pada d_k = %1: mentah %2; berskala %3.</translation>
    </message>
    <message>
        <source>Without scaling the scores spread out like √d_k (dashed): the bigger the vectors, the wider the scores. Dividing by √d_k keeps their spread near 1 for every d_k.</source>
        <translation>Tanpa penskalaan, sebaran skor tumbuh seperti √d_k (garis putus-putus): makin besar vektornya, makin lebar skornya. Membagi dengan √d_k menjaga sebarannya di sekitar 1 untuk setiap d_k.</translation>
    </message>
    <message>
        <source> Raw: %1 at d_k = %2, %3 at d_k = %4.</source>
        <translation> Mentah: %1 pada d_k = %2; %3 pada d_k = %4.</translation>
    </message>
    <message>
        <source>Without scaling the largest weight climbs towards 1: softmax gives almost everything to one of the %1 keys (one-hot) and its gradient dies. With scaling the weight stays shared.</source>
        <translation>Tanpa penskalaan, bobot terbesar naik mendekati 1: softmax memberikan hampir semuanya kepada satu dari %1 key (satu-hot) dan gradiennya mati. Dengan penskalaan, bobot tetap terbagi.</translation>
    </message>
    <message>
        <source> Here at d_k = %1: raw %2, scaled %3 nats.</source>
        <translation> Di sini pada d_k = %1: mentah %2; berskala %3 nat.</translation>
    </message>
    <message>
        <source>Entropy says how spread out the weights are: ln %1 when all %1 keys share equally, 0 when one key takes everything. Unscaled, it falls towards 0 as d_k grows; scaled, it stays.</source>
        <translation>Entropi menyatakan seberapa merata bobot tersebar: ln %1 bila semua %1 key berbagi sama rata, 0 bila satu key mengambil semuanya. Tanpa penskalaan, entropi turun ke 0 seiring d_k membesar; dengan penskalaan, entropi tetap.</translation>
    </message>
    <message>
        <source>(d) How much gradient softmax passes</source>
        <translation>(d) Seberapa banyak gradien yang dilewatkan softmax</translation>
    </message>
    <message>
        <source>mean ‖J‖ of softmax</source>
        <translation>rata-rata ‖J‖ softmax</translation>
    </message>
    <message>
        <source>uniform: %1</source>
        <translation>seragam: %1</translation>
    </message>
    <message>
        <source>‖J‖ = ‖diag(p) − p·pᵀ‖: how much gradient reaches the scores. Unscaled it falls towards 0 as the weights turn one-hot; scaled it stays (the uniform line is a reference, not a bound).</source>
        <translation>‖J‖ = ‖diag(p) − p·pᵀ‖: seberapa banyak gradien yang sampai ke skor. Tanpa penskalaan nilainya turun mendekati 0 ketika bobot menjadi satu-hot; dengan penskalaan nilainya bertahan (garis seragam adalah acuan, bukan batas).</translation>
    </message>
</context>
<context>
    <name>StatsPaint</name>
    <message>
        <source>Why divide by √d_k? Raw versus scaled scores</source>
        <translation>Mengapa dibagi √d_k? Skor mentah dibandingkan skor berskala</translation>
    </message>
    <message>
        <source>No statistics: %1</source>
        <translation>Tidak ada statistik: %1</translation>
    </message>
</context>
<context>
    <name>StatsText</name>
    <message>
        <source>Softmax gradient ‖J‖ is the size of the softmax Jacobian diag(p) − p·pᵀ: how much gradient can flow back through softmax to the scores. Near 0 the softmax is saturated (one key takes all the weight) and learning stalls.</source>
        <translation>Gradien softmax ‖J‖ adalah besar Jacobian softmax diag(p) − p·pᵀ: seberapa banyak gradien dapat mengalir balik melalui softmax ke skor. Jika mendekati 0, softmax jenuh (satu key mengambil seluruh bobot) dan pembelajaran macet.</translation>
    </message>
    <message>
        <source>Scaling is off in this scenario, so the other views show raw scores. Both columns are shown here anyway: the scaled one divides by %1.</source>
        <translation>Penskalaan nonaktif dalam skenario ini, jadi tampilan lain menunjukkan skor mentah. Di sini kedua kolom tetap ditampilkan: kolom berskala membagi dengan %1.</translation>
    </message>
    <message>
        <source>This scenario divides the scores by %1 (a temperature); the scaled column divides by %2.</source>
        <translation>Skenario ini membagi skor dengan %1 (sebuah suhu); kolom berskala membagi dengan %2.</translation>
    </message>
    <message>
        <source>This scenario divides the scores by %1. Both columns are shown whatever the scaling toggle says.</source>
        <translation>Skenario ini membagi skor dengan %1. Kedua kolom selalu ditampilkan, apa pun pilihan penskalaannya.</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Raw Q·Kᵀ</source>
        <translation>Q·Kᵀ mentah</translation>
    </message>
    <message>
        <source>Scaled Q·Kᵀ/√d_k</source>
        <translation>Q·Kᵀ/√d_k berskala</translation>
    </message>
    <message>
        <source>One-hot</source>
        <translation>Satu-hot</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Rata-rata skor</translation>
    </message>
    <message>
        <source>Mean of the allowed scores</source>
        <translation>Rata-rata skor yang diizinkan</translation>
    </message>
    <message>
        <source>Std of scores</source>
        <translation>Std skor</translation>
    </message>
    <message>
        <source>Sample standard deviation (n − 1, as torch.std) of the allowed scores</source>
        <translation>Simpangan baku sampel (n − 1, seperti torch.std) dari skor yang diizinkan</translation>
    </message>
    <message>
        <source>Smallest score</source>
        <translation>Skor terkecil</translation>
    </message>
    <message>
        <source>Minimum over the allowed scores</source>
        <translation>Minimum skor yang diizinkan</translation>
    </message>
    <message>
        <source>Largest score</source>
        <translation>Skor terbesar</translation>
    </message>
    <message>
        <source>Maximum over the allowed scores</source>
        <translation>Maksimum skor yang diizinkan</translation>
    </message>
    <message>
        <source>Mean max weight</source>
        <translation>Rata-rata bobot maks</translation>
    </message>
    <message>
        <source>The largest softmax weight of each query row, averaged over rows</source>
        <translation>Bobot softmax terbesar setiap baris kueri, dirata-ratakan atas baris</translation>
    </message>
    <message>
        <source>Mean entropy (nats)</source>
        <translation>Rata-rata entropi (nat)</translation>
    </message>
    <message>
        <source>−Σ p ln p of each query row&apos;s weights, averaged over rows</source>
        <translation>−Σ p ln p dari bobot setiap baris kueri, dirata-ratakan atas baris</translation>
    </message>
    <message>
        <source>Effective keys e^H</source>
        <translation>Key efektif e^H</translation>
    </message>
    <message>
        <source>exp(mean entropy): how many keys a query attends to, in effect</source>
        <translation>exp(rata-rata entropi): berapa banyak key yang secara efektif diperhatikan sebuah kueri</translation>
    </message>
    <message>
        <source>Softmax gradient ‖J‖</source>
        <translation>Gradien softmax ‖J‖</translation>
    </message>
    <message>
        <source>Frobenius norm of the softmax Jacobian diag(p) − p·pᵀ, averaged over rows: how much gradient can flow back through softmax</source>
        <translation>Norma Frobenius Jacobian softmax diag(p) − p·pᵀ, dirata-ratakan atas baris: seberapa banyak gradien dapat mengalir balik melalui softmax</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>Std raw</source>
        <translation>Std mentah</translation>
    </message>
    <message>
        <source>Std scaled</source>
        <translation>Std skala</translation>
    </message>
    <message>
        <source>Max weight raw</source>
        <translation>w maks mentah</translation>
    </message>
    <message>
        <source>Max weight scaled</source>
        <translation>w maks skala</translation>
    </message>
    <message>
        <source>Entropy raw</source>
        <translation>Entropi mentah</translation>
    </message>
    <message>
        <source>Entropy scaled</source>
        <translation>Entropi skala</translation>
    </message>
    <message>
        <source>e^H raw</source>
        <translation>e^H mentah</translation>
    </message>
    <message>
        <source>e^H scaled</source>
        <translation>e^H skala</translation>
    </message>
    <message>
        <source>‖J‖ raw</source>
        <translation>‖J‖ mentah</translation>
    </message>
    <message>
        <source>‖J‖ scaled</source>
        <translation>‖J‖ skala</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kepala %1</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Semua kepala</translation>
    </message>
    <message>
        <source>d_k</source>
        <translation>d_k</translation>
    </message>
    <message>
        <source>Uniform (reference)</source>
        <translation>Seragam (acuan)</translation>
    </message>
</context>
<context>
    <name>SweepPaint</name>
    <message>
        <source>Mean over %1 trials of one query and %2 keys with independent N(0, 1) entries, seed %3</source>
        <translation>Rata-rata atas %1 sampel berisi satu kueri dan %2 key dengan entri N(0, 1) yang independen, seed %3</translation>
    </message>
    <message>
        <source> (cancelled: partial)</source>
        <translation> (dibatalkan: sebagian)</translation>
    </message>
    <message>
        <source>Why divide by √d_k? The d_k sweep</source>
        <translation>Mengapa dibagi √d_k? Sapuan d_k</translation>
    </message>
</context>
<context>
    <name>Target</name>
    <message>
        <source>Set target: output %1, component %2 %3 %4</source>
        <translation>Tetapkan target: keluaran %1, komponen %2 %3 %4</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Hapus target</translation>
    </message>
</context>
<context>
    <name>Views</name>
    <message>
        <source>Head %1 · d_k = %2</source>
        <translation>Kepala %1 · d_k = %2</translation>
    </message>
    <message>
        <source>÷ %1 (chosen divisor)</source>
        <translation>÷ %1 (pembagi pilihan)</translation>
    </message>
    <message>
        <source>Attention weights, head %1 of %2</source>
        <translation>Bobot atensi, kepala %1 dari %2</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Bobot atensi</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ + M), row by row; not scaled</source>
        <translation>softmax(Q·Kᵀ + M), baris demi baris; tanpa penskalaan</translation>
    </message>
    <message>
        <source>softmax(Q·Kᵀ %1 + M), row by row</source>
        <translation>softmax(Q·Kᵀ %1 + M), baris demi baris</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>kueri</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ, head %1 of %2</source>
        <translation>Skor Q·Kᵀ, kepala %1 dari %2</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Skor Q·Kᵀ</translation>
    </message>
    <message>
        <source>Nothing to show: %1</source>
        <translation>Tidak ada yang ditampilkan: %1</translation>
    </message>
    <message>
        <source>Nothing to show: the scenario has no queries or keys</source>
        <translation>Tidak ada yang ditampilkan: skenario tidak punya kueri atau key</translation>
    </message>
    <message>
        <source>raw dot products, before ÷ √d_k and the mask</source>
        <translation>perkalian titik mentah, sebelum ÷ √d_k dan topeng</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>Each query is compared with each key by a dot product: cell (i, j) of the %1 × %2 score matrix Q·Kᵀ says how well query i matches key j. The larger the score, the more that key will count. For %3 the raw scores run from %4 to %5; the best match is %6.</source>
        <translation>Setiap kueri dibandingkan dengan setiap key melalui perkalian titik: sel (i, j) dari matriks skor Q·Kᵀ berukuran %1 × %2 menyatakan seberapa cocok kueri i dengan key j. Makin besar skornya, makin besar peran key itu. Untuk %3, skor mentah berkisar dari %4 sampai %5; kecocokan terbaik adalah %6.</translation>
    </message>
    <message>
        <source>No pair is masked here: M is 0 everywhere and every query may attend every key. A causal mask would put −∞ above the diagonal, so that no position sees the future; a padding mask blocks whole columns.</source>
        <translation>Tidak ada pasangan yang ditutup topeng di sini: M bernilai 0 di mana-mana dan setiap kueri boleh memperhatikan setiap key. Topeng kausalitas akan menaruh −∞ di atas diagonal, sehingga tidak ada posisi yang melihat masa depan; topeng padding memblokir seluruh kolom.</translation>
    </message>
    <message>
        <source>The mask M adds −∞ to the scores of blocked pairs before softmax, so exp(−∞) = 0 gives them weight exactly 0 and nothing else changes shape.</source>
        <translation>Topeng M menambahkan −∞ pada skor pasangan yang diblokir sebelum softmax, sehingga exp(−∞) = 0 memberi mereka bobot tepat 0 tanpa mengubah bentuk perhitungan lainnya.</translation>
    </message>
    <message>
        <source>%1 of %2 pairs are blocked (causal: no position sees the future).</source>
        <translation>%1 dari %2 pasangan diblokir (kausal: tidak ada posisi yang melihat masa depan).</translation>
    </message>
    <message>
        <source>%1 of %2 pairs are blocked.</source>
        <translation>%1 dari %2 pasangan diblokir.</translation>
    </message>
    <message>
        <source>%1 may attend %2 of the %3 keys; its blocked keys get weight %4.</source>
        <translation>%1 boleh memperhatikan %2 dari %3 key; key yang diblokir mendapat bobot %4.</translation>
    </message>
    <message>
        <source>Row %1 (%2) sums to %3; its largest weight, %4, goes to %5.</source>
        <translation>Baris %1 (%2) berjumlah %3; bobot terbesarnya, %4, jatuh pada %5.</translation>
    </message>
    <message>
        <source>The output of %1 is the sum of the value vectors weighted by its row: o = Σⱼ wⱼ·vⱼ. It is a new vector that blends every allowed position, not only the best match; %2 contributes most, with weight %3. The values never enter the weights: changing a value moves the output, not the weights.</source>
        <translation>Keluaran %1 adalah jumlah vektor value yang diberi bobot oleh barisnya: o = Σⱼ wⱼ·vⱼ. Hasilnya vektor baru yang memadukan setiap posisi yang diizinkan, bukan hanya kecocokan terbaik; %2 menyumbang paling banyak, dengan bobot %3. Value tidak pernah masuk ke dalam bobot: mengubah sebuah value menggeser keluaran, bukan bobot.</translation>
    </message>
    <message>
        <source>With %1 heads, Q, K and V are split into %1 slices of d_k = %2 columns (d_model %3 ÷ %1), and each head runs the same attention on its own slice, so each head has its own weights. In head %4, %5 gives its largest weight, %6, to %7. What a head does is read from its numbers, not assumed in advance.</source>
        <translation>Dengan %1 kepala, Q, K, dan V dipotong menjadi %1 irisan berisi d_k = %2 kolom (d_model %3 ÷ %1), dan setiap kepala menjalankan atensi yang sama pada irisannya sendiri, sehingga setiap kepala punya bobotnya sendiri. Pada kepala %4, %5 memberikan bobot terbesarnya, %6, kepada %7. Apa yang dikerjakan sebuah kepala dibaca dari angkanya, bukan diandaikan sejak awal.</translation>
    </message>
    <message>
        <source>There is nothing to compute: the scenario has no result.</source>
        <translation>Tidak ada yang dihitung: skenario tidak punya hasil.</translation>
    </message>
    <message>
        <source>The heads&apos; outputs are put side by side: row i of the concatenation holds head 1&apos;s output row i, then head 2&apos;s, and so on: %1 numbers, d_model again. Nothing is mixed yet; each column still comes from a single head.</source>
        <translation>Keluaran para kepala diletakkan berdampingan: baris i dari gabungan berisi baris i keluaran kepala 1, lalu milik kepala 2, dan seterusnya: %1 angka, kembali d_model. Belum ada yang dicampur; setiap kolom masih berasal dari satu kepala.</translation>
    </message>
    <message>
        <source>= head %1&apos;s output o%2[1]</source>
        <translation>= keluaran kepala %1, o%2[1]</translation>
    </message>
    <message>
        <source>Scaling is off: the scores go to softmax as they are. Dividing by √d_k = √%1 ≈ %2 would shrink their standard deviation from %3 to %4. The largest weight of %5 is %6 now; with scaling it would be %7.</source>
        <translation>Penskalaan nonaktif: skor masuk ke softmax apa adanya. Membagi dengan √d_k = √%1 ≈ %2 akan mengecilkan simpangan bakunya dari %3 menjadi %4. Bobot terbesar %5 sekarang %6; dengan penskalaan akan menjadi %7.</translation>
    </message>
    <message>
        <source>The scores are divided by √d_k = √%1 ≈ %2, so that their spread does not grow with the dimension of the vectors.</source>
        <translation>Skor dibagi dengan √d_k = √%1 ≈ %2, agar sebarannya tidak ikut membesar bersama dimensi vektor.</translation>
    </message>
    <message>
        <source>The scores are divided by %1, a divisor chosen in place of √d_k ≈ %2 (it acts as a softmax temperature).</source>
        <translation>Skor dibagi dengan %1, pembagi yang dipilih sebagai ganti √d_k ≈ %2 (berperan sebagai suhu softmax).</translation>
    </message>
    <message>
        <source>Dividing by √d_k takes the standard deviation of the scores from %1 to %2. Without scaling the largest weight of %3 would be %4; with it, %5.</source>
        <translation>Pembagian dengan √d_k membawa simpangan baku skor dari %1 menjadi %2. Tanpa penskalaan, bobot terbesar %3 akan menjadi %4; dengan penskalaan, %5.</translation>
    </message>
    <message>
        <source>%1 has no allowed key: softmax is undefined for its row (0/0; PyTorch gives NaN), and this app shows its weights and its head output as 0 by convention.</source>
        <translation>%1 tidak punya key yang diizinkan: softmax tidak terdefinisi untuk barisnya (0/0; PyTorch memberi NaN), dan aplikasi ini menampilkan bobot dan keluaran kepalanya sebagai 0 menurut konvensi.</translation>
    </message>
    <message>
        <source>Row %1 has no allowed key: softmax is undefined there (0/0; PyTorch gives NaN), and this app shows its weights as 0 by convention.</source>
        <translation>Baris %1 tidak punya key yang diizinkan: softmax tidak terdefinisi di sana (0/0; PyTorch memberi NaN), dan aplikasi ini menampilkan bobotnya sebagai 0 menurut konvensi.</translation>
    </message>
    <message>
        <source>The blocked keys get weight %1.</source>
        <translation>Key yang diblokir mendapat bobot %1.</translation>
    </message>
    <message>
        <source>Finally the concatenation is multiplied by the output projection W_o and the bias b_o is added: output = concat·W_o + b_o. This is where the heads&apos; results are combined into one vector per position. In this app b_o is the layer&apos;s only bias; PyTorch&apos;s nn.MultiheadAttention also adds biases to Q, K and V by default.</source>
        <translation>Terakhir, gabungan dikalikan dengan proyeksi keluaran W_o dan bias b_o ditambahkan: keluaran = gabungan·W_o + b_o. Di sinilah hasil para kepala dipadukan menjadi satu vektor per posisi. Di aplikasi ini b_o adalah satu-satunya bias lapisan; nn.MultiheadAttention milik PyTorch secara bawaan juga menambahkan bias pada Q, K, dan V.</translation>
    </message>
    <message>
        <source>In self-attention the queries, keys and values are not typed in: each is the embeddings X (%1 × %2) times a learned matrix, Q = X·W_q, K = X·W_k and V = X·W_v. So every token plays three roles: its query asks, its key is matched, its value is passed on. The query of %3 is row %4 of Q, q%4 = x%4·W_q.</source>
        <translation>Dalam self-attention, kueri, key, dan value tidak diketik langsung: masing-masing adalah embedding X (%1 × %2) dikali matriks yang dipelajari, Q = X·W_q, K = X·W_k, dan V = X·W_v. Jadi setiap token memainkan tiga peran: kuerinya bertanya, key-nya dicocokkan, value-nya diteruskan. Kueri %3 adalah baris %4 dari Q, q%4 = x%4·W_q.</translation>
    </message>
    <message>
        <source>Here W_q, W_k and W_v are the identity, so Q = K = V = X.</source>
        <translation>Di sini W_q, W_k, dan W_v adalah matriks identitas, jadi Q = K = V = X.</translation>
    </message>
    <message>
        <source>Softmax turns each row of scores into weights exp(s) / Σ exp(s) over the row&apos;s allowed keys: positive for every allowed key, 0 for a key a mask blocks, and each row with an allowed key sums to 1, so its query shares out exactly one unit of attention.</source>
        <translation>Softmax mengubah setiap baris skor menjadi bobot exp(s) / Σ exp(s) atas key yang diizinkan di baris itu: positif untuk setiap key yang diizinkan, 0 untuk key yang diblokir topeng, dan setiap baris yang punya key yang diizinkan berjumlah 1, sehingga kuerinya membagikan tepat satu satuan atensi.</translation>
    </message>
</context>
<context>
    <name>attn::ImportPlan</name>
    <message>
        <source>The scenario switches to self-attention mode.</source>
        <translation>Skenario beralih ke mode self-attention.</translation>
    </message>
    <message>
        <source>d_model changes from %1 to %2.</source>
        <translation>d_model berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>The projections are resized (top-left block kept, identity elsewhere).</source>
        <translation>Ukuran proyeksi disesuaikan (blok kiri atas dipertahankan, identitas di tempat lain).</translation>
    </message>
    <message>
        <source>The number of heads changes from %1 to %2.</source>
        <translation>Jumlah kepala berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>The number of tokens changes from %1 to %2.</source>
        <translation>Jumlah token berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>The custom mask is resized (new pairs allowed).</source>
        <translation>Ukuran topeng kustom disesuaikan (pasangan baru diizinkan).</translation>
    </message>
    <message>
        <source>The number of keys changes from %1 to %2.</source>
        <translation>Jumlah key berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>V gets %1 rows (new rows zero: import V next).</source>
        <translation>V mendapat %1 baris (baris baru bernilai nol: impor V sesudahnya).</translation>
    </message>
    <message>
        <source>K gets %1 rows (new rows zero: import K next).</source>
        <translation>K mendapat %1 baris (baris baru bernilai nol: impor K sesudahnya).</translation>
    </message>
    <message>
        <source>The scenario switches to direct mode (Q, K, V of head 1).</source>
        <translation>Skenario beralih ke mode langsung (Q, K, V dari kepala 1).</translation>
    </message>
    <message>
        <source>d_k changes from %1 to %2: K is resized (new columns zero: import K next).</source>
        <translation>d_k berubah dari %1 menjadi %2: ukuran K disesuaikan (kolom baru bernilai nol: impor K sesudahnya).</translation>
    </message>
    <message>
        <source>The number of queries changes from %1 to %2.</source>
        <translation>Jumlah kueri berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>d_k changes from %1 to %2: Q is resized (new columns zero: import Q next).</source>
        <translation>d_k berubah dari %1 menjadi %2: ukuran Q disesuaikan (kolom baru bernilai nol: impor Q sesudahnya).</translation>
    </message>
    <message>
        <source>d_v changes from %1 to %2.</source>
        <translation>d_v berubah dari %1 menjadi %2.</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>embedding X</translation>
    </message>
    <message>
        <source>queries Q</source>
        <translation>kueri Q</translation>
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
        <translation>Berkas ini tidak berisi angka.</translation>
    </message>
    <message>
        <source>The scenario would be invalid: %1</source>
        <translation>Skenario akan menjadi tidak sah: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::AboutDialog</name>
    <message>
        <source>About Attention Lab</source>
        <translation>Tentang Attention Lab</translation>
    </message>
    <message>
        <source>Attention Lab icon</source>
        <translation>Ikon Attention Lab</translation>
    </message>
    <message>
        <source>Attention Lab</source>
        <translation>Attention Lab</translation>
    </message>
    <message>
        <source>Application name</source>
        <translation>Nama aplikasi</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Versi</translation>
    </message>
    <message>
        <source>See and edit scaled dot-product attention, step by step.</source>
        <translation>Lihat dan ubah scaled dot-product attention, langkah demi langkah.</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Ringkasan</translation>
    </message>
    <message>
        <source>License and credits</source>
        <translation>Lisensi dan kredit</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Version %1 (Qt %2)</source>
        <translation>Versi %1 (Qt %2)</translation>
    </message>
    <message>
        <source>Attention Lab is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version (%1). It comes with absolutely no warranty.</source>
        <translation>Attention Lab adalah perangkat lunak bebas: Anda boleh menyebarluaskan dan/atau mengubahnya menurut ketentuan GNU General Public License yang diterbitkan oleh Free Software Foundation, baik versi 3 dari Lisensi tersebut maupun (sesuai pilihan Anda) versi mana pun yang lebih baru (%1). Perangkat lunak ini diberikan tanpa jaminan apa pun.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / &amp;radic;d&lt;sub&gt;k&lt;/sub&gt; + M) V is scaled dot-product attention as defined in %1.</source>
        <translation>Attention(Q, K, V) = softmax(QK&lt;sup&gt;T&lt;/sup&gt; / &amp;radic;d&lt;sub&gt;k&lt;/sub&gt; + M) V adalah scaled dot-product attention sebagaimana didefinisikan dalam %1.</translation>
    </message>
    <message>
        <source>The built-in examples reproduce the worked numbers of Indonesian and Vietnamese course material on self-attention.</source>
        <translation>Contoh bawaan mereproduksi angka-angka hitungan dari materi kuliah berbahasa Indonesia dan Vietnam tentang self-attention.</translation>
    </message>
    <message>
        <source>viridis</source>
        <translation>viridis</translation>
    </message>
    <message>
        <source>%1, for matplotlib (2015), CC0 1.0.</source>
        <translation>%1, untuk matplotlib (2015), CC0 1.0.</translation>
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
        <translation>divergen</translation>
    </message>
    <message>
        <source>ColorBrewer RdBu by %1, Apache License 2.0.</source>
        <translation>ColorBrewer RdBu oleh %1, Apache License 2.0.</translation>
    </message>
    <message>
        <source>grayscale</source>
        <translation>skala abu-abu</translation>
    </message>
    <message>
        <source>white to black, for print.</source>
        <translation>putih ke hitam, untuk cetak.</translation>
    </message>
    <message>
        <source>Built with %1 and %2.</source>
        <translation>Dibangun dengan %1 dan %2.</translation>
    </message>
    <message>
        <source>License</source>
        <translation>Lisensi</translation>
    </message>
    <message>
        <source>The formula</source>
        <translation>Formulanya</translation>
    </message>
    <message>
        <source>Colour maps</source>
        <translation>Peta warna</translation>
    </message>
    <message>
        <source>The heatmaps&apos; colour maps, all colour-blind safe:</source>
        <translation>Peta warna untuk peta panas, semuanya aman bagi penyandang buta warna:</translation>
    </message>
    <message>
        <source>Libraries</source>
        <translation>Pustaka</translation>
    </message>
</context>
<context>
    <name>attn::ui::Autosave</name>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation>Folder simpan otomatis %1 tidak dapat dibuat</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1</source>
        <translation>Berkas simpan otomatis %1 tidak dapat dikunci</translation>
    </message>
    <message>
        <source>%1
The file was kept as %2.</source>
        <translation>%1
Berkas itu disimpan sebagai %2.</translation>
    </message>
    <message>
        <source>The disk is full: no room for the autosave folder %1</source>
        <translation>Disk penuh: tidak ada ruang untuk folder simpan otomatis %1</translation>
    </message>
    <message>
        <source>The disk is full: no room for the autosave file %1</source>
        <translation>Disk penuh: tidak ada ruang untuk berkas simpan otomatis %1</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1: %2</source>
        <translation>Berkas simpan otomatis %1 tidak dapat dikunci: %2</translation>
    </message>
</context>
<context>
    <name>attn::ui::AutosaveIndicator</name>
    <message>
        <source>Autosave status</source>
        <translation>Status simpan otomatis</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Simpan otomatis gagal</translation>
    </message>
    <message>
        <source>Autosave off</source>
        <translation>Simpan otomatis nonaktif</translation>
    </message>
    <message>
        <source>Unsaved changes are not protected against a crash: %1. Save the document to keep them.</source>
        <translation>Perubahan yang belum disimpan tidak terlindungi dari kerusakan program: %1. Simpan dokumen untuk mempertahankannya.</translation>
    </message>
</context>
<context>
    <name>attn::ui::AutosaveRecovery</name>
    <message>
        <source>an untitled scenario</source>
        <translation>skenario tanpa judul</translation>
    </message>
    <message>
        <source>Restore Unsaved Changes?</source>
        <translation>Pulihkan Perubahan yang Belum Disimpan?</translation>
    </message>
    <message>
        <source>Attention Lab did not close properly. Unsaved changes to %1 were saved automatically on %2.</source>
        <translation>Attention Lab tidak ditutup dengan benar. Perubahan yang belum disimpan pada %1 tersimpan otomatis pada %2.</translation>
    </message>
    <message>
        <source>Restore opens them as a modified document. Discard deletes them.</source>
        <translation>Pulihkan membukanya sebagai dokumen yang diubah. Buang menghapusnya.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Pulihkan</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Buang</translation>
    </message>
    <message>
        <source>Decide &amp;Later</source>
        <translation>Putuskan &amp;Nanti</translation>
    </message>
    <message>
        <source>Restore the autosaved changes</source>
        <translation>Pulihkan perubahan yang tersimpan otomatis</translation>
    </message>
    <message>
        <source>Delete the autosaved changes</source>
        <translation>Hapus perubahan yang tersimpan otomatis</translation>
    </message>
    <message>
        <source>Keep the autosaved changes for the next start</source>
        <translation>Simpan perubahan yang tersimpan otomatis untuk pembukaan berikutnya</translation>
    </message>
    <message>
        <source>The autosaved changes could not be read.
%1</source>
        <translation>Perubahan yang tersimpan otomatis tidak dapat dibaca.
%1</translation>
    </message>
    <message>
        <source>Autosave Not Readable</source>
        <translation>Simpan Otomatis Tidak Terbaca</translation>
    </message>
</context>
<context>
    <name>attn::ui::BackwardPanel</name>
    <message>
        <source>Set target</source>
        <translation>Tetapkan target</translation>
    </message>
    <message>
        <source>Remove target</source>
        <translation>Hapus target</translation>
    </message>
    <message>
        <source>Target: output row</source>
        <translation>Target: baris keluaran</translation>
    </message>
    <message>
        <source>Target: component</source>
        <translation>Target: komponen</translation>
    </message>
    <message>
        <source>Target: change</source>
        <translation>Target: perubahan</translation>
    </message>
    <message>
        <source>The target becomes the output with this one cell changed: the loss asks that cell to move, every other cell is already right</source>
        <translation>Target menjadi keluaran dengan satu sel ini diubah: loss meminta sel itu bergeser, semua sel lain sudah benar</translation>
    </message>
    <message>
        <source>The scenario has no target and no loss any more</source>
        <translation>Skenario tidak lagi punya target maupun loss</translation>
    </message>
    <message>
        <source>Target = the output with row</source>
        <translation>Target = keluaran dengan baris</translation>
    </message>
    <message>
        <source>component</source>
        <translation>komponen</translation>
    </message>
    <message>
        <source>changed by</source>
        <translation>diubah sebesar</translation>
    </message>
    <message>
        <source>The loss is 0.5 · Σ (output − target)². Hover a cell of d s to see p ∘ (d p − (p · d p)) with its numbers; raise the scores (turn scaling off, or a smaller divisor) and watch d s fade where softmax saturates.</source>
        <translation>Loss-nya 0,5 · Σ (keluaran − target)². Arahkan kursor ke sel d s untuk melihat p ∘ (d p − (p · d p)) dengan angkanya; perbesar skor (matikan penskalaan, atau pembagi yang lebih kecil) dan lihat d s memudar di tempat softmax jenuh.</translation>
    </message>
    <message>
        <source>This scenario has no target, so there is no loss to differentiate. Choose a cell of the output and a change: the target is the output with that one cell changed.</source>
        <translation>Skenario ini tidak punya target, jadi tidak ada loss untuk diturunkan. Pilih satu sel keluaran dan perubahannya: targetnya adalah keluaran dengan satu sel itu diubah.</translation>
    </message>
</context>
<context>
    <name>attn::ui::BackwardView</name>
    <message>
        <source>Backward pass: gradients of the loss</source>
        <translation>Propagasi balik: gradien loss</translation>
    </message>
    <message>
        <source>The forward stages the loss reads, over the gradients flowing back: d output, d p and d s. Hover a gradient cell to see its formula with the numbers.</source>
        <translation>Tahap maju yang dibaca loss, di atas gradien yang mengalir balik: d keluaran, d p dan d s. Arahkan kursor ke sel gradien untuk melihat rumusnya dengan angkanya.</translation>
    </message>
</context>
<context>
    <name>attn::ui::Classroom</name>
    <message>
        <source>Lesson</source>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <source>Walkthrough</source>
        <translation>Penelusuran</translation>
    </message>
    <message>
        <source>Interventions</source>
        <translation>Intervensi</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Tampilan</translation>
    </message>
    <message>
        <source>Open &amp;Lesson…</source>
        <translation>Buka &amp;Pelajaran…</translation>
    </message>
    <message>
        <source>Open a lesson file written by a teacher</source>
        <translation>Buka berkas pelajaran yang ditulis pengajar</translation>
    </message>
    <message>
        <source>&amp;Lessons</source>
        <translation>&amp;Pelajaran</translation>
    </message>
    <message>
        <source>&amp;%1. %2</source>
        <translation>&amp;%1. %2</translation>
    </message>
    <message>
        <source>&amp;Stop Lesson</source>
        <translation>&amp;Hentikan Pelajaran</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>&amp;Walkthrough</source>
        <translation>Pe&amp;nelusuran</translation>
    </message>
    <message>
        <source>&amp;Interventions</source>
        <translation>Inter&amp;vensi</translation>
    </message>
    <message>
        <source>P&amp;resentation Options</source>
        <translation>Opsi Presen&amp;tasi</translation>
    </message>
    <message>
        <source>&amp;Focus the Current Stage</source>
        <translation>&amp;Fokus pada Tahap Ini</translation>
    </message>
    <message>
        <source>The pipeline shows the current stage alone, large, with the stages it is computed from</source>
        <translation>Pipeline menampilkan tahap saat ini sendirian, besar, dengan tahap-tahap asal perhitungannya</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostPanel</name>
    <message>
        <source>Sequence length n</source>
        <translation>Panjang barisan n</translation>
    </message>
    <message>
        <source>Quantity</source>
        <translation>Besaran</translation>
    </message>
    <message>
        <source>Full</source>
        <translation>Penuh</translation>
    </message>
    <message>
        <source>Tiled</source>
        <translation>Per blok</translation>
    </message>
    <message>
        <source>Cost against n (log-log)</source>
        <translation>Biaya terhadap n (log-log)</translation>
    </message>
    <message>
        <source>&amp;Measure on this machine</source>
        <translation>&amp;Ukur di mesin ini</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Full: time</source>
        <translation>Penuh: waktu</translation>
    </message>
    <message>
        <source>Full: peak memory</source>
        <translation>Penuh: memori puncak</translation>
    </message>
    <message>
        <source>Tiled: time</source>
        <translation>Per blok: waktu</translation>
    </message>
    <message>
        <source>Tiled: peak memory</source>
        <translation>Per blok: memori puncak</translation>
    </message>
    <message>
        <source>Sequence length n:</source>
        <translation>Panjang barisan n:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Measured&lt;/b&gt;: the app&apos;s own engine on this machine, a random scenario of this shape, n = 64 to %1.</source>
        <translation>&lt;b&gt;Terukur&lt;/b&gt;: mesin aplikasi ini sendiri di komputer ini, skenario acak berbentuk ini, n = 64 sampai %1.</translation>
    </message>
    <message>
        <source>The current scenario&apos;s shape: %1 head(s), d_k = %2, d_model = %3; the tiled path takes %4 keys a block.</source>
        <translation>Bentuk skenario saat ini: %1 kepala, d_k = %2, d_model = %3; jalur per blok mengambil %4 key per blok.</translation>
    </message>
    <message>
        <source>n (tokens)</source>
        <translation>n (token)</translation>
    </message>
    <message>
        <source>score cells</source>
        <translation>sel skor</translation>
    </message>
    <message>
        <source>multiply-adds</source>
        <translation>kali-tambah</translation>
    </message>
    <message>
        <source>bytes kept, full</source>
        <translation>bita disimpan, penuh</translation>
    </message>
    <message>
        <source>bytes kept, tiled</source>
        <translation>bita disimpan, per blok</translation>
    </message>
    <message>
        <source>n² slope</source>
        <translation>kemiringan n²</translation>
    </message>
    <message>
        <source>n slope</source>
        <translation>kemiringan n</translation>
    </message>
    <message>
        <source>score cells (heads × n²)</source>
        <translation>sel skor (kepala × n²)</translation>
    </message>
    <message>
        <source>multiply-adds: X·Wq, X·Wk, X·Wv</source>
        <translation>kali-tambah: X·Wq, X·Wk, X·Wv</translation>
    </message>
    <message>
        <source>multiply-adds: Q·Kᵀ</source>
        <translation>kali-tambah: Q·Kᵀ</translation>
    </message>
    <message>
        <source>exponentials (softmax)</source>
        <translation>eksponensial (softmax)</translation>
    </message>
    <message>
        <source>multiply-adds: weights·V</source>
        <translation>kali-tambah: bobot·V</translation>
    </message>
    <message>
        <source>multiply-adds: output projection</source>
        <translation>kali-tambah: proyeksi keluaran</translation>
    </message>
    <message>
        <source>memory kept (float32)</source>
        <translation>memori disimpan (float32)</translation>
    </message>
    <message>
        <source>fits the memory budget (%1)</source>
        <translation>muat dalam anggaran memori (%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ya</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 md</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 dtk</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>tidak muat</translation>
    </message>
    <message>
        <source>Cancelled: the lengths measured so far are shown.</source>
        <translation>Dibatalkan: panjang yang sudah terukur ditampilkan.</translation>
    </message>
    <message>
        <source>From n = %1 the full computation would not fit in the memory budget (%2): it was not run; the tiled one was.</source>
        <translation>Mulai n = %1 perhitungan penuh tidak akan muat dalam anggaran memori (%2): ia tidak dijalankan; yang per blok dijalankan.</translation>
    </message>
    <message>
        <source>This system does not report peak memory: the peak columns are 0.</source>
        <translation>Sistem ini tidak melaporkan memori puncak: kolom puncak bernilai 0.</translation>
    </message>
    <message>
        <source>Peak memory: the growth of the process&apos;s peak resident size during the run; memory the process already held is reused and not counted.</source>
        <translation>Memori puncak: pertambahan ukuran residen puncak proses selama pengukuran; memori yang sudah dipegang proses dipakai ulang dan tidak dihitung.</translation>
    </message>
    <message>
        <source>Doubling n from %1 to %2: %3x the pairs, measured time x%4.</source>
        <translation>Menggandakan n dari %1 ke %2: %3x pasangan, waktu terukur x%4.</translation>
    </message>
    <message>
        <source>The time grows like the pairs (n²).</source>
        <translation>Waktunya tumbuh seperti jumlah pasangan (n²).</translation>
    </message>
    <message>
        <source>At these lengths the time does not yet grow like the pairs: the projections (n·d_model²) or the machine&apos;s other work weigh in.</source>
        <translation>Pada panjang ini waktunya belum tumbuh seperti jumlah pasangan: proyeksi (n·d_model²) atau pekerjaan lain mesin ikut berpengaruh.</translation>
    </message>
    <message>
        <source>The time grew faster than the pairs: fresh memory pages, caches too small for the n × n matrices or the machine&apos;s other work; measure again to compare.</source>
        <translation>Waktunya tumbuh lebih cepat daripada jumlah pasangan: halaman memori baru, cache yang terlalu kecil untuk matriks n × n, atau pekerjaan lain mesin; ukur lagi untuk membandingkan.</translation>
    </message>
    <message>
        <source>Counts at n</source>
        <translation>Jumlah pada n</translation>
    </message>
    <message>
        <source>Measurement progress</source>
        <translation>Kemajuan pengukuran</translation>
    </message>
    <message>
        <source>Measured on this machine</source>
        <translation>Terukur di mesin ini</translation>
    </message>
    <message>
        <source>Lines: %1</source>
        <translation>Garis: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::CostTabs</name>
    <message>
        <source>Cost of n</source>
        <translation>Biaya n</translation>
    </message>
    <message>
        <source>Online softmax</source>
        <translation>Softmax daring</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stabilitas</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Presisi</translation>
    </message>
    <message>
        <source>C&amp;ost</source>
        <translation>Biaya komputasi</translation>
    </message>
    <message>
        <source>Cost, online softmax and the numbers&apos; limits</source>
        <translation>Biaya, softmax daring, dan batas angka</translation>
    </message>
    <message>
        <source>Compute in &amp;Double</source>
        <translation>Hitung dalam &amp;double</translation>
    </message>
    <message>
        <source>Repeat the computation in double and show how far float32&apos;s result is from it</source>
        <translation>Ulangi perhitungan dalam double dan tunjukkan seberapa jauh hasil float32 darinya</translation>
    </message>
</context>
<context>
    <name>attn::ui::DirectPanel</name>
    <message>
        <source>Queries Q</source>
        <translation>Kueri Q</translation>
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
        <translation>Klik ganda label untuk mengganti namanya</translation>
    </message>
    <message>
        <source>Rename query</source>
        <translation>Ganti nama kueri</translation>
    </message>
    <message>
        <source>Rename key</source>
        <translation>Ganti nama key</translation>
    </message>
    <message>
        <source>Label:</source>
        <translation>Label:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Queries Q&lt;/b&gt; (%1 × d_k %2)</source>
        <translation>&lt;b&gt;Kueri Q&lt;/b&gt; (%1 × d_k %2)</translation>
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
        <translation>Mode langsung: ketik Q, K, dan V; satu kepala. Padding menandai key di tab Key.</translation>
    </message>
</context>
<context>
    <name>attn::ui::DivisorControl</name>
    <message>
        <source>Divisor of the scores</source>
        <translation>Pembagi skor</translation>
    </message>
    <message>
        <source>Divide the scores by this number instead of √d_k: smaller makes softmax sharper, larger makes it flatter (a temperature).</source>
        <translation>Bagi skor dengan angka ini sebagai ganti √d_k: lebih kecil membuat softmax lebih tajam, lebih besar membuatnya lebih datar (sebuah suhu).</translation>
    </message>
    <message>
        <source>√d_k</source>
        <translation>√d_k</translation>
    </message>
    <message>
        <source>Divide by √d_k again (the default)</source>
        <translation>Bagi lagi dengan √d_k (bawaan)</translation>
    </message>
    <message>
        <source>Reset the divisor to the square root of d_k</source>
        <translation>Kembalikan pembagi ke akar kuadrat d_k</translation>
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
        <translation>Skor dibagi dengan %1</translation>
    </message>
    <message>
        <source>Scaling is off: the scores are not divided</source>
        <translation>Penskalaan nonaktif: skor tidak dibagi</translation>
    </message>
</context>
<context>
    <name>attn::ui::Document</name>
    <message>
        <source>Untitled</source>
        <translation>Tanpa judul</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Tidak diubah: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::DocumentActions</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Simpan otomatis gagal: %1</translation>
    </message>
    <message>
        <source>Autosave is off: %1</source>
        <translation>Simpan otomatis nonaktif: %1</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Baru</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>B&amp;uka…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Buka yang &amp;Terakhir</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Simpan Seb&amp;agai…</translation>
    </message>
    <message>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Kosongkan Menu</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Membuka %1</translation>
    </message>
    <message>
        <source>Opened %1 (%2)</source>
        <translation>Membuka %1 (%2)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Menyimpan %1</translation>
    </message>
    <message>
        <source>Unsaved Changes</source>
        <translation>Perubahan Belum Disimpan</translation>
    </message>
    <message>
        <source>Save the changes to “%1”?</source>
        <translation>Simpan perubahan pada “%1”?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Perubahan Anda akan hilang jika tidak disimpan.</translation>
    </message>
    <message>
        <source>Open Scenario</source>
        <translation>Buka Skenario</translation>
    </message>
    <message>
        <source>Attention Lab scenarios (*.json);;All files (*)</source>
        <translation>Skenario Attention Lab (*.json);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>Could not open “%1”.</source>
        <translation>“%1” tidak dapat dibuka.</translation>
    </message>
    <message>
        <source>Could not save “%1”.</source>
        <translation>“%1” tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>Save Scenario As</source>
        <translation>Simpan Skenario Sebagai</translation>
    </message>
    <message>
        <source>Attention Lab scenarios (*.json)</source>
        <translation>Skenario Attention Lab (*.json)</translation>
    </message>
    <message>
        <source>Random scenario (seed %1)</source>
        <translation>Skenario acak (seed %1)</translation>
    </message>
    <message>
        <source>File Changed on Disk</source>
        <translation>Berkas Berubah di Disk</translation>
    </message>
    <message>
        <source>“%1” changed on disk since this window opened or saved it, perhaps in another window.</source>
        <translation>“%1” berubah di disk sejak jendela ini membuka atau menyimpannya, mungkin di jendela lain.</translation>
    </message>
    <message>
        <source>Overwrite it with this window&apos;s version, save this version under another name, or reload the file and lose the changes made here?</source>
        <translation>Timpa dengan versi jendela ini, simpan versi ini dengan nama lain, atau muat ulang berkas dan kehilangan perubahan yang dibuat di sini?</translation>
    </message>
    <message>
        <source>“%1” changed on disk; saving will ask what to do.</source>
        <translation>“%1” berubah di disk; saat menyimpan Anda akan ditanya apa yang harus dilakukan.</translation>
    </message>
    <message>
        <source>“%1” changed on disk. Reload it?</source>
        <translation>“%1” berubah di disk. Muat ulang?</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExampleTitles</name>
    <message>
        <source>One query, two keys, by hand (seed 002)</source>
        <translation>Satu kueri, dua key, dihitung manual (materi 002)</translation>
    </message>
    <message>
        <source>Exercise: change v2 to [10, 10], the weights stay (seed 002)</source>
        <translation>Latihan: ubah v2 menjadi [10, 10], bobotnya tetap (materi 002)</translation>
    </message>
    <message>
        <source>Exercise: mask the first key, the output is v2 (seed 002)</source>
        <translation>Latihan: tutup key pertama dengan topeng, keluarannya v2 (materi 002)</translation>
    </message>
    <message>
        <source>Step by step on four tokens, W = I (seed 000)</source>
        <translation>Langkah demi langkah pada empat token, W = I (materi 000)</translation>
    </message>
    <message>
        <source>The causal mask on a 4 x 4 score matrix (seed 000)</source>
        <translation>Topeng kausalitas pada matriks skor 4 x 4 (materi 000)</translation>
    </message>
    <message>
        <source>Why divide by sqrt(d_k): one query, eight keys, d_k = 64 (seed 000)</source>
        <translation>Mengapa dibagi sqrt(d_k): satu kueri, delapan key, d_k = 64 (materi 000)</translation>
    </message>
    <message>
        <source>&quot;Orange is my favorite fruit&quot;: the weight row of &quot;Orange&quot; (seed 003)</source>
        <translation>&quot;Orange is my favorite fruit&quot;: baris bobot &quot;Orange&quot; (materi 003)</translation>
    </message>
    <message>
        <source>MultiHeadAttention as in seed 003: d_model 4, 2 heads, bias on the output only</source>
        <translation>MultiHeadAttention seperti di materi 003: d_model 4, 2 kepala, bias hanya pada keluaran</translation>
    </message>
    <message>
        <source>Two heads, d_model 8, causal: a decoder sees only the past</source>
        <translation>Dua kepala, d_model 8, kausal: decoder hanya melihat masa lalu</translation>
    </message>
    <message>
        <source>Padding: two &lt;pad&gt; tokens that no query may attend</source>
        <translation>Padding: dua token &lt;pad&gt; yang tidak boleh diperhatikan kueri mana pun</translation>
    </message>
    <message>
        <source>Two designed heads: one looks at the previous token, one at the same token</source>
        <translation>Dua kepala yang dirancang: satu melihat token sebelumnya, satu melihat token itu sendiri</translation>
    </message>
    <message>
        <source>Causal mask and left padding: the &lt;pad&gt; row has no key to look at</source>
        <translation>Topeng kausalitas dan padding kiri: baris &lt;pad&gt; tidak punya key untuk dilihat</translation>
    </message>
    <message>
        <source>Cross-attention: four French decoder queries read five English encoder keys</source>
        <translation>Cross-attention: empat kueri decoder bahasa Prancis membaca lima key encoder bahasa Inggris</translation>
    </message>
    <message>
        <source>Sinusoidal positions: sin and cos rows added to the embeddings, the two &quot;the&quot; now differ</source>
        <translation>Posisi sinusoidal: baris sin dan cos ditambahkan ke embedding, kedua &quot;the&quot; kini berbeda</translation>
    </message>
    <message>
        <source>Learned positions: a table added to the embeddings, edited like them</source>
        <translation>Posisi learned: tabel yang ditambahkan ke embedding, disunting seperti embedding</translation>
    </message>
    <message>
        <source>ALiBi: a bias −slope·|i − j| per head, nearby words weigh more</source>
        <translation>ALiBi: bias −slope·|i − j| per kepala, kata yang dekat berbobot lebih besar</translation>
    </message>
    <message>
        <source>A future key with a very high score (seed 002&apos;s leak)</source>
        <translation>Key masa depan dengan skor sangat tinggi (kebocoran materi 002)</translation>
    </message>
    <message>
        <source>divisor-matters, step 0</source>
        <translation>divisor-matters, langkah 0</translation>
    </message>
    <message>
        <source>what-a-head-learns, step 200</source>
        <translation>what-a-head-learns, langkah 200</translation>
    </message>
    <message>
        <source>The same four tokens in reverse order</source>
        <translation>Empat token yang sama dalam urutan terbalik</translation>
    </message>
    <message>
        <source>“the cat saw the dog” without positions</source>
        <translation>“the cat saw the dog” tanpa posisi</translation>
    </message>
    <message>
        <source>Scores of 100 and 90</source>
        <translation>Skor 100 dan 90</translation>
    </message>
    <message>
        <source>RoPE: q and k rotated by their position, the score depends on them and on i − j</source>
        <translation>RoPE: q dan k diputar menurut posisinya, skor bergantung pada keduanya dan pada i − j</translation>
    </message>
</context>
<context>
    <name>attn::ui::ExportDialog</name>
    <message>
        <source>Export Picture</source>
        <translation>Ekspor Gambar</translation>
    </message>
    <message>
        <source>View to export</source>
        <translation>Tampilan yang diekspor</translation>
    </message>
    <message>
        <source>PNG image, 1× (screen)</source>
        <translation>Gambar PNG, 1× (layar)</translation>
    </message>
    <message>
        <source>PNG image, 2× (slides, high-DPI)</source>
        <translation>Gambar PNG, 2× (salindia, DPI tinggi)</translation>
    </message>
    <message>
        <source>PNG image, 4× (print, posters)</source>
        <translation>Gambar PNG, 4× (cetak, poster)</translation>
    </message>
    <message>
        <source>SVG vector image</source>
        <translation>Gambar vektor SVG</translation>
    </message>
    <message>
        <source>PDF handout (title, formula, settings, picture)</source>
        <translation>Lembar materi PDF (judul, rumus, pengaturan, gambar)</translation>
    </message>
    <message>
        <source>Format and scale</source>
        <translation>Format dan skala</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>Berkas yang ditulis</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Telusuri…</translation>
    </message>
    <message>
        <source>Choose the file</source>
        <translation>Pilih berkas</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Ekspor</translation>
    </message>
    <message>
        <source>Export the picture</source>
        <translation>Ekspor gambar</translation>
    </message>
    <message>
        <source>Cancel the export</source>
        <translation>Batalkan ekspor</translation>
    </message>
    <message>
        <source>&amp;View:</source>
        <translation>&amp;Tampilan:</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Format:</translation>
    </message>
    <message>
        <source>F&amp;ile:</source>
        <translation>Ber&amp;kas:</translation>
    </message>
    <message>
        <source>Attention Weights</source>
        <translation>Bobot Atensi</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Skor</translation>
    </message>
    <message>
        <source>Pipeline</source>
        <translation>Alur</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>Semua Kepala</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>d_k Sweep</source>
        <translation>Sapuan d_k</translation>
    </message>
    <message>
        <source>Whole Window</source>
        <translation>Seluruh Jendela</translation>
    </message>
    <message>
        <source>Replace File?</source>
        <translation>Ganti Berkas?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 sudah ada. Ganti?</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Gambar PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG images (*.svg)</source>
        <translation>Gambar SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Dokumen PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Attention Weights…</source>
        <translation>Bobot Atensi…</translation>
    </message>
    <message>
        <source>Scores…</source>
        <translation>Skor…</translation>
    </message>
    <message>
        <source>Pipeline…</source>
        <translation>Alur…</translation>
    </message>
    <message>
        <source>All Heads…</source>
        <translation>Semua Kepala…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <source>d_k Sweep…</source>
        <translation>Sapuan d_k…</translation>
    </message>
    <message>
        <source>Whole Window…</source>
        <translation>Seluruh Jendela…</translation>
    </message>
    <message>
        <source>&amp;Outline the followed query row</source>
        <translation>&amp;Garis tepi pada baris kueri yang diikuti</translation>
    </message>
    <message>
        <source>Draw the outline of the query row followed on screen, as in the views; handouts usually go without it</source>
        <translation>Gambar garis tepi baris kueri yang diikuti di layar, seperti di tampilan; lembar materi biasanya tanpa garis itu</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateCanvas</name>
    <message>
        <source>K cache</source>
        <translation>Cache K</translation>
    </message>
    <message>
        <source>%1 of %2 keys</source>
        <translation>%1 dari %2 key</translation>
    </message>
    <message>
        <source>V cache</source>
        <translation>Cache V</translation>
    </message>
    <message>
        <source>New row of scores q·Kᵀ</source>
        <translation>Baris skor baru q·Kᵀ</translation>
    </message>
    <message>
        <source>query %1 only</source>
        <translation>hanya kueri %1</translation>
    </message>
    <message>
        <source>Weights, every row so far</source>
        <translation>Bobot, semua baris sejauh ini</translation>
    </message>
    <message>
        <source>rows 1–%1 kept from their steps; row %2 is new</source>
        <translation>baris 1–%1 tetap dari langkahnya; baris %2 baru</translation>
    </message>
    <message>
        <source>row 1 is new</source>
        <translation>baris 1 baru</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>kueri</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Output rows so far</source>
        <translation>Baris keluaran sejauh ini</translation>
    </message>
</context>
<context>
    <name>attn::ui::GenerateView</name>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Sebelumnya</translation>
    </message>
    <message>
        <source>Back one generated token</source>
        <translation>Mundur satu token yang dibangkitkan</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Berikutnya ▶</translation>
    </message>
    <message>
        <source>Generate the next token: one new query row</source>
        <translation>Bangkitkan token berikutnya: satu baris kueri baru</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Generate the remaining tokens one after another</source>
        <translation>Bangkitkan token yang tersisa satu demi satu</translation>
    </message>
    <message>
        <source>Turn On the Causal Mask</source>
        <translation>Nyalakan Topeng Kausalitas</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kepala %1</translation>
    </message>
    <message>
        <source>Nothing to generate: the engine refused this scenario (see the status bar).</source>
        <translation>Tidak ada yang dibangkitkan: mesin menolak skenario ini (lihat bilah status).</translation>
    </message>
    <message>
        <source>Generation needs the causal mask: a token being generated may only look at the tokens before it. Turn the causal mask on to step through this scenario one token at a time.</source>
        <translation>Pembangkitan memerlukan topeng kausalitas: token yang sedang dibangkitkan hanya boleh melihat token sebelumnya. Nyalakan topeng kausalitas untuk menelusuri skenario ini satu token demi satu token.</translation>
    </message>
    <message>
        <source>More than %1 queries: too many steps to show one by one.</source>
        <translation>Lebih dari %1 kueri: terlalu banyak langkah untuk ditampilkan satu per satu.</translation>
    </message>
    <message>
        <source>&amp;Generate</source>
        <translation>Pemban&amp;gkitan</translation>
    </message>
    <message>
        <source>Generation step</source>
        <translation>Langkah pembangkitan</translation>
    </message>
    <message>
        <source>Generation, one token at a time</source>
        <translation>Pembangkitan, satu token demi satu token</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeadsView</name>
    <message>
        <source>Attention weights of every head</source>
        <translation>Bobot atensi setiap kepala</translation>
    </message>
</context>
<context>
    <name>attn::ui::HeatmapAccessible</name>
    <message>
        <source>row %1</source>
        <translation>baris %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <extracomment>a heatmap cell for a screen reader: row token, column token, value</extracomment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1, %2 by %3</source>
        <extracomment>%1 is a matrix name like &quot;Weights&quot;, %2 and %3 its rows and columns</extracomment>
        <translation>%1, %2 kali %3</translation>
    </message>
    <message>
        <source>Arrow keys move between cells, Page Up and Page Down between heatmaps, Enter follows the query, F reads the formula.</source>
        <translation>Tombol panah berpindah antarsel, Page Up dan Page Down antarpeta panas, Enter mengikuti kueri, F membacakan rumus.</translation>
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
        <translation>Belum ada skenario yang dimuat</translation>
    </message>
    <message>
        <source>row %1 is “%2”</source>
        <translation>baris %1 adalah “%2”</translation>
    </message>
    <message>
        <source>Click to follow this query through every stage</source>
        <translation>Klik untuk mengikuti kueri ini melalui setiap tahap</translation>
    </message>
    <message>
        <source>allowed, 0</source>
        <translation>diizinkan, 0</translation>
    </message>
    <message>
        <source>masked, minus infinity</source>
        <translation>tertutup, minus tak hingga</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>tertutup</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>tanpa nilai</translation>
    </message>
    <message>
        <source>No further heatmap: %1 is the last</source>
        <translation>Tidak ada peta panas lagi: %1 adalah yang terakhir</translation>
    </message>
    <message>
        <source>No earlier heatmap: %1 is the first</source>
        <translation>Tidak ada peta panas sebelumnya: %1 adalah yang pertama</translation>
    </message>
    <message>
        <source>No cell chosen: press an arrow key first</source>
        <translation>Belum ada sel dipilih: tekan tombol panah dahulu</translation>
    </message>
    <message>
        <source>blocked by hand, minus infinity</source>
        <translation>diblokir manual, minus tak hingga</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>diblokir manual</translation>
    </message>
    <message>
        <source>hidden until the reveal: predict first</source>
        <translation>tersembunyi sampai dibuka: tebak dulu</translation>
    </message>
</context>
<context>
    <name>attn::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>B&amp;antuan</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts…</source>
        <translation>&amp;Pintasan Papan Ketik…</translation>
    </message>
    <message>
        <source>List every keyboard shortcut</source>
        <translation>Daftar semua pintasan papan ketik</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Tentang Attention Lab</translation>
    </message>
    <message>
        <source>Version, license and credits</source>
        <translation>Versi, lisensi, dan kredit</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Tentang &amp;Qt</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImportDialog</name>
    <message>
        <source>Import Matrix</source>
        <translation>Impor Matriks</translation>
    </message>
    <message>
        <source>Embeddings X (self-attention)</source>
        <translation>Embedding X (self-attention)</translation>
    </message>
    <message>
        <source>Queries Q (direct mode)</source>
        <translation>Kueri Q (mode langsung)</translation>
    </message>
    <message>
        <source>Keys K (direct mode)</source>
        <translation>Key K (mode langsung)</translation>
    </message>
    <message>
        <source>Values V (direct mode)</source>
        <translation>Value V (mode langsung)</translation>
    </message>
    <message>
        <source>Import as</source>
        <translation>Impor sebagai</translation>
    </message>
    <message>
        <source>First rows of the file</source>
        <translation>Baris-baris pertama berkas</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Impor</translation>
    </message>
    <message>
        <source>Import the matrix</source>
        <translation>Impor matriks</translation>
    </message>
    <message>
        <source>Cancel the import</source>
        <translation>Batalkan impor</translation>
    </message>
    <message>
        <source>File:</source>
        <translation>Berkas:</translation>
    </message>
    <message>
        <source>Import as:</source>
        <translation>Impor sebagai:</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Impor %1 dari %2</translation>
    </message>
    <message>
        <source>This file cannot be imported:
%1</source>
        <translation>Berkas ini tidak dapat diimpor:
%1</translation>
    </message>
    <message>
        <source>%1 rows × %2 columns</source>
        <translation>%1 baris × %2 kolom</translation>
    </message>
    <message>
        <source>(the first %1 rows and %2 columns are shown)</source>
        <translation>(ditampilkan %1 baris dan %2 kolom pertama)</translation>
    </message>
    <message>
        <source>Read from the file:</source>
        <translation>Dibaca dari berkas:</translation>
    </message>
    <message>
        <source>Importing changes:</source>
        <translation>Impor ini mengubah:</translation>
    </message>
</context>
<context>
    <name>attn::ui::ImportExportActions</name>
    <message>
        <source>&amp;Import Matrix…</source>
        <translation>&amp;Impor Matriks…</translation>
    </message>
    <message>
        <source>Embeddings, or Q, K or V, from a CSV or NumPy .npy file</source>
        <translation>Embedding, atau Q, K, atau V, dari berkas CSV atau NumPy .npy</translation>
    </message>
    <message>
        <source>&amp;Export Picture</source>
        <translation>&amp;Ekspor Gambar</translation>
    </message>
    <message>
        <source>Copy &amp;Image</source>
        <translation>Salin &amp;Gambar</translation>
    </message>
    <message>
        <source>Could not copy the picture.</source>
        <translation>Gambar tidak dapat disalin.</translation>
    </message>
    <message>
        <source>Copy &amp;Matrix as Text</source>
        <translation>Salin &amp;Matriks sebagai Teks</translation>
    </message>
    <message>
        <source>Export All &amp;Matrices as CSV…</source>
        <translation>Ekspor Semua Matriks sebagai &amp;CSV…</translation>
    </message>
    <message>
        <source>Export Result &amp;JSON…</source>
        <translation>Ekspor Hasil &amp;JSON…</translation>
    </message>
    <message>
        <source>(the scenario cannot be computed)</source>
        <translation>(skenario tidak dapat dihitung)</translation>
    </message>
    <message>
        <source>Import %1 from %2</source>
        <translation>Impor %1 dari %2</translation>
    </message>
    <message>
        <source>Import Matrix</source>
        <translation>Impor Matriks</translation>
    </message>
    <message>
        <source>Matrices (*.csv *.tsv *.txt *.npy);;CSV text (*.csv *.tsv *.txt);;NumPy arrays (*.npy);;All files (*)</source>
        <translation>Matriks (*.csv *.tsv *.txt *.npy);;Teks CSV (*.csv *.tsv *.txt);;Larik NumPy (*.npy);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Mengekspor %1</translation>
    </message>
    <message>
        <source>Could not export the picture.</source>
        <translation>Gambar tidak dapat diekspor.</translation>
    </message>
    <message>
        <source>Copied the picture of %1</source>
        <translation>Gambar %1 disalin</translation>
    </message>
    <message>
        <source>Copied %1 as text</source>
        <translation>%1 disalin sebagai teks</translation>
    </message>
    <message>
        <source>The scenario cannot be computed: %1</source>
        <translation>Skenario tidak dapat dihitung: %1</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: folder tidak dapat dibuat</translation>
    </message>
    <message>
        <source>Export All Matrices into a Folder</source>
        <translation>Ekspor Semua Matriks ke Sebuah Folder</translation>
    </message>
    <message>
        <source>Replace Files?</source>
        <translation>Ganti Berkas?</translation>
    </message>
    <message numerus="yes">
        <source>The folder already holds %n of these CSV files. Replace them?</source>
        <translation>
            <numerusform>Folder ini sudah berisi %n dari berkas CSV tersebut. Ganti?</numerusform>
        </translation>
    </message>
    <message>
        <source>Exported the matrices to %1</source>
        <translation>Matriks diekspor ke %1</translation>
    </message>
    <message>
        <source>Could not export the matrices.</source>
        <translation>Matriks tidak dapat diekspor.</translation>
    </message>
    <message>
        <source>Export Result JSON</source>
        <translation>Ekspor Hasil JSON</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Berkas JSON (*.json)</translation>
    </message>
    <message>
        <source>Could not export the result.</source>
        <translation>Hasil tidak dapat diekspor.</translation>
    </message>
    <message>
        <source>result</source>
        <translation>hasil</translation>
    </message>
    <message>
        <source>The weights and outputs are hidden until the reveal (predict, then reveal, or a lesson question not yet answered): reveal them first (Ctrl+Shift+P), then export or copy.</source>
        <translation>Bobot dan keluaran tersembunyi sampai dibuka (tebak, lalu buka, atau pertanyaan pelajaran yang belum dijawab): buka dulu (Ctrl+Shift+P), lalu ekspor atau salin.</translation>
    </message>
</context>
<context>
    <name>attn::ui::InterventionModel</name>
    <message>
        <source>Half the sum of |Δw| over keys and heads: the share of attention that moved to other keys</source>
        <translation>Setengah jumlah |Δw| atas key dan kepala: bagian atensi yang berpindah ke key lain</translation>
    </message>
    <message>
        <source>The share of the row&apos;s attention that moved to other keys (half the sum of |Δw|, over heads)</source>
        <translation>Bagian atensi baris yang berpindah ke key lain (setengah jumlah |Δw|, atas kepala)</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Kueri</translation>
    </message>
    <message>
        <source>Output before</source>
        <translation>Keluaran sebelum</translation>
    </message>
    <message>
        <source>Output after</source>
        <translation>Keluaran sesudah</translation>
    </message>
    <message>
        <source>‖Δ‖</source>
        <translation>‖Δ‖</translation>
    </message>
    <message>
        <source>Δ weight</source>
        <translation>Δ bobot</translation>
    </message>
    <message>
        <source>‖after − before‖ = %1 (the row&apos;s length before: %2)</source>
        <translation>‖sesudah − sebelum‖ = %1 (panjang baris sebelumnya: %2)</translation>
    </message>
    <message>
        <source>How far the output row moved: ‖after − before‖</source>
        <translation>Seberapa jauh baris keluaran bergeser: ‖sesudah − sebelum‖</translation>
    </message>
</context>
<context>
    <name>attn::ui::InterventionPanel</name>
    <message>
        <source>Interventions</source>
        <translation>Intervensi</translation>
    </message>
    <message>
        <source>A large weight does not prove a cause. Change one input and compare the output before and after.</source>
        <translation>Bobot yang besar tidak membuktikan sebab. Ubah satu masukan lalu bandingkan keluaran sebelum dan sesudahnya.</translation>
    </message>
    <message>
        <source>Kind of intervention</source>
        <translation>Jenis intervensi</translation>
    </message>
    <message>
        <source>Knock out as a key (mask it)</source>
        <translation>Lumpuhkan sebagai key (tutup dengan topeng)</translation>
    </message>
    <message>
        <source>Zero its value vector</source>
        <translation>Nolkan vektor value-nya</translation>
    </message>
    <message>
        <source>Replace its embedding</source>
        <translation>Ganti embedding-nya</translation>
    </message>
    <message>
        <source>&amp;Intervention:</source>
        <translation>&amp;Intervensi:</translation>
    </message>
    <message>
        <source>Token to intervene on</source>
        <translation>Token yang diintervensi</translation>
    </message>
    <message>
        <source>&amp;Token:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>Replacement embedding</source>
        <translation>Embedding pengganti</translation>
    </message>
    <message>
        <source>&amp;With:</source>
        <translation>&amp;Dengan:</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Apply the intervention</source>
        <translation>Terapkan intervensi</translation>
    </message>
    <message>
        <source>An ordinary edit: Undo takes it back</source>
        <translation>Suntingan biasa: Urungkan membatalkannya</translation>
    </message>
    <message>
        <source>Compare from Here</source>
        <translation>Bandingkan dari Sini</translation>
    </message>
    <message>
        <source>Compare from the current state</source>
        <translation>Bandingkan dari keadaan sekarang</translation>
    </message>
    <message>
        <source>Effect of the intervention</source>
        <translation>Efek intervensi</translation>
    </message>
    <message>
        <source>Output before and after, by row</source>
        <translation>Keluaran sebelum dan sesudah, per baris</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>zeros</source>
        <translation>nol</translation>
    </message>
    <message>
        <source>the embedding of %1</source>
        <translation>embedding %1</translation>
    </message>
    <message>
        <source>Needs direct mode: in self-attention the value v = x·W_v changes together with the key</source>
        <translation>Perlu mode langsung: dalam self-attention, value v = x·W_v ikut berubah bersama key-nya</translation>
    </message>
    <message>
        <source>In direct mode a token is a key: its k and v rows are replaced</source>
        <translation>Dalam mode langsung, token adalah key: baris k dan v-nya diganti</translation>
    </message>
    <message>
        <source>Its query, key and value all change</source>
        <translation>Kueri, key, dan value-nya semua berubah</translation>
    </message>
    <message>
        <source>Knock out %1 as a key</source>
        <translation>Lumpuhkan %1 sebagai key</translation>
    </message>
    <message>
        <source>Zero the value of %1</source>
        <translation>Nolkan value %1</translation>
    </message>
    <message>
        <source>Replace the embedding of %1 with zeros</source>
        <translation>Ganti embedding %1 dengan nol</translation>
    </message>
    <message>
        <source>Replace the embedding of %1 with that of %2</source>
        <translation>Ganti embedding %1 dengan embedding %2</translation>
    </message>
    <message>
        <source>Cannot apply: %1</source>
        <translation>Tidak dapat diterapkan: %1</translation>
    </message>
    <message>
        <source>Nothing to compare: the scenario has no result.</source>
        <translation>Tidak ada yang dibandingkan: skenario tidak punya hasil.</translation>
    </message>
    <message>
        <source>The output is the same as before. Apply an intervention to see what one input does to it.</source>
        <translation>Keluaran sama seperti sebelumnya. Terapkan intervensi untuk melihat pengaruh satu masukan terhadapnya.</translation>
    </message>
    <message>
        <source>Take the current output as “before”</source>
        <translation>Jadikan keluaran sekarang sebagai “sebelum”</translation>
    </message>
    <message>
        <source>The output moved by %1 in all (‖after − before‖); %2 moved most, by %3.</source>
        <translation>Keluaran bergeser sebesar %1 secara keseluruhan (‖sesudah − sebelum‖); %2 bergeser paling jauh, sebesar %3.</translation>
    </message>
    <message>
        <source>Hidden until the reveal: the outputs before and after are shown once the class has predicted.</source>
        <translation>Tersembunyi sampai dibuka: keluaran sebelum dan sesudah ditampilkan setelah kelas menebak.</translation>
    </message>
</context>
<context>
    <name>attn::ui::JacobianRowModel</name>
    <message>
        <source>Head %1 · %2</source>
        <translation>Kepala %1 · %2</translation>
    </message>
    <message>
        <source>no valid keys</source>
        <translation>tidak ada key yang sah</translation>
    </message>
    <message>
        <source>‖diag(p) − p·pᵀ‖ = %1</source>
        <translation>‖diag(p) − p·pᵀ‖ = %1</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>Kueri</translation>
    </message>
    <message>
        <source>‖J‖ raw</source>
        <translation>‖J‖ mentah</translation>
    </message>
    <message>
        <source>‖J‖ scaled</source>
        <translation>‖J‖ skala</translation>
    </message>
</context>
<context>
    <name>attn::ui::KeyboardAccessText</name>
    <message>
        <source>Move between cells</source>
        <translation>Berpindah antarsel</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Tombol panah</translation>
    </message>
    <message>
        <source>First / last column</source>
        <translation>Kolom pertama / terakhir</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>Previous / next heatmap (pipeline, heads)</source>
        <translation>Peta panas sebelumnya / berikutnya (alur, kepala)</translation>
    </message>
    <message>
        <source>Page Up, Page Down</source>
        <translation>Page Up, Page Down</translation>
    </message>
    <message>
        <source>Follow the query of the row (mask editing: block or allow the cell)</source>
        <translation>Ikuti kueri baris ini (saat menyunting topeng: tutup atau izinkan sel)</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Spasi</translation>
    </message>
    <message>
        <source>Read the cell&apos;s formula aloud</source>
        <translation>Bacakan rumus sel</translation>
    </message>
    <message>
        <source>Leave the cell (the whole heatmap again)</source>
        <translation>Tinggalkan sel (kembali ke seluruh peta panas)</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Perbesar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Perkecil</translation>
    </message>
    <message>
        <source>Back to 100 %</source>
        <translation>Kembali ke 100 %</translation>
    </message>
    <message>
        <source>Zoom around the pointer / pan</source>
        <translation>Perbesar di sekitar penunjuk / geser</translation>
    </message>
    <message>
        <source>Ctrl+wheel / wheel, drag</source>
        <translation>Ctrl+roda / roda, seret</translation>
    </message>
    <message>
        <source>Next / previous control, the toolbars&apos; switches included</source>
        <translation>Kontrol berikutnya / sebelumnya, termasuk sakelar bilah alat</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Shift+Tab</translation>
    </message>
    <message>
        <source>Leave a table of numbers</source>
        <translation>Keluar dari tabel angka</translation>
    </message>
    <message>
        <source>Tab (the arrows move inside)</source>
        <translation>Tab (tombol panah berpindah di dalamnya)</translation>
    </message>
    <message>
        <source>Open a menu</source>
        <translation>Buka menu</translation>
    </message>
    <message>
        <source>Alt with the underlined letter</source>
        <translation>Alt dengan huruf bergaris bawah</translation>
    </message>
</context>
<context>
    <name>attn::ui::Language</name>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Ba&amp;hasa</translation>
    </message>
</context>
<context>
    <name>attn::ui::LearnCharts</name>
    <message>
        <source>Loss per variant</source>
        <translation>Loss per varian</translation>
    </message>
    <message>
        <source>Accuracy per variant</source>
        <translation>Akurasi per varian</translation>
    </message>
    <message>
        <source>Gradient norm per variant</source>
        <translation>Norma gradien per varian</translation>
    </message>
    <message>
        <source>Mean max weight per variant</source>
        <translation>Rata-rata bobot maks per varian</translation>
    </message>
    <message>
        <source>Mean softmax Jacobian norm per variant</source>
        <translation>Rata-rata norma Jacobian softmax per varian</translation>
    </message>
    <message>
        <source>step</source>
        <translation>langkah</translation>
    </message>
</context>
<context>
    <name>attn::ui::LearnPanel</name>
    <message>
        <source>scaled by √d_k</source>
        <translation>diskalakan √d_k</translation>
    </message>
    <message>
        <source>unscaled</source>
        <translation>tanpa penskalaan</translation>
    </message>
    <message>
        <source>divisor</source>
        <translation>pembagi</translation>
    </message>
    <message>
        <source>Chosen divisor</source>
        <translation>Pembagi pilihan</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Putar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Jeda</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tugas</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Panjang</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Pengoptimal</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Laju belajar</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Jumlah langkah</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Variants:</source>
        <translation>Varian:</translation>
    </message>
    <message>
        <source>Attention on the probe input</source>
        <translation>Atensi pada masukan uji</translation>
    </message>
    <message>
        <source>Head shown</source>
        <translation>Kepala yang ditampilkan</translation>
    </message>
    <message>
        <source>Recorded step</source>
        <translation>Langkah yang direkam</translation>
    </message>
    <message>
        <source>Variant to open</source>
        <translation>Varian yang dibuka</translation>
    </message>
    <message>
        <source>Open this step as a scenario</source>
        <translation>Buka langkah ini sebagai skenario</translation>
    </message>
    <message>
        <source>The chosen variant&apos;s attention layer at the shown step, on the probe input, becomes the window&apos;s scenario (Undo brings the old one back)</source>
        <translation>Lapisan atensi varian pilihan pada langkah yang ditampilkan, pada masukan uji, menjadi skenario jendela (Urungkan mengembalikan yang lama)</translation>
    </message>
    <message>
        <source>Choose at least one variant</source>
        <translation>Pilih setidaknya satu varian</translation>
    </message>
    <message>
        <source>d_model must be a multiple of the number of heads</source>
        <translation>d_model harus kelipatan jumlah kepala</translation>
    </message>
    <message>
        <source>divisor %1</source>
        <translation>pembagi %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>kepala %1</translation>
    </message>
    <message>
        <source> %1 stopped: %2</source>
        <translation> %1 berhenti: %2</translation>
    </message>
    <message>
        <source>step %1 (state kept at step %2)</source>
        <translation>langkah %1 (keadaan disimpan pada langkah %2)</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>langkah %1 dari %2</translation>
    </message>
    <message>
        <source>Open training step %1 (%2) as a scenario</source>
        <translation>Buka langkah pelatihan %1 (%2) sebagai skenario</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <comment>title of a training step opened as a scenario: variant, step</comment>
        <translation>%1, langkah %2</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Laju</translation>
    </message>
    <message>
        <source>How many training steps a second Play takes (remembered)</source>
        <translation>Berapa langkah pelatihan per detik yang dijalankan Putar (diingat)</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>Secepat mungkin</translation>
    </message>
    <message>
        <source>%1 steps a second</source>
        <translation>%1 langkah per detik</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonAutosave</name>
    <message>
        <source>not a lesson autosave (%1)</source>
        <translation>bukan simpanan otomatis pelajaran (%1)</translation>
    </message>
    <message>
        <source>not a lesson autosave (no &quot;lesson&quot; object)</source>
        <translation>bukan simpanan otomatis pelajaran (tidak ada objek &quot;lesson&quot;)</translation>
    </message>
    <message>
        <source>Cannot create the autosave folder %1</source>
        <translation>Folder simpan otomatis %1 tidak dapat dibuat</translation>
    </message>
    <message>
        <source>Cannot lock the autosave file %1</source>
        <translation>Berkas simpan otomatis %1 tidak dapat dikunci</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonEditor</name>
    <message>
        <source>Lesson Editor</source>
        <translation>Penyunting Pelajaran</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inggris</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesia</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnam</translation>
    </message>
    <message>
        <source>Lesson title (%1)</source>
        <translation>Judul pelajaran (%1)</translation>
    </message>
    <message>
        <source>Lesson title (%1):</source>
        <translation>Judul pelajaran (%1):</translation>
    </message>
    <message>
        <source>Steps:</source>
        <translation>Langkah:</translation>
    </message>
    <message>
        <source>Steps of the lesson</source>
        <translation>Langkah-langkah pelajaran</translation>
    </message>
    <message>
        <source>Add Step from Current Scenario</source>
        <translation>Tambah Langkah dari Skenario Saat Ini</translation>
    </message>
    <message>
        <source>Use Current Scenario</source>
        <translation>Pakai Skenario Saat Ini</translation>
    </message>
    <message>
        <source>The selected step shows the scenario on screen now</source>
        <translation>Langkah yang dipilih menampilkan skenario yang kini ada di layar</translation>
    </message>
    <message>
        <source>Remove Step</source>
        <translation>Hapus Langkah</translation>
    </message>
    <message>
        <source>Move Up</source>
        <translation>Naikkan</translation>
    </message>
    <message>
        <source>Move Down</source>
        <translation>Turunkan</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Pratinjau</translation>
    </message>
    <message>
        <source>Run the lesson in the lesson panel</source>
        <translation>Jalankan pelajaran di panel pelajaran</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>My lesson</source>
        <translation>Pelajaranku</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Langkah %1</translation>
    </message>
    <message>
        <source>Save Lesson</source>
        <translation>Simpan Pelajaran</translation>
    </message>
    <message>
        <source>Lessons (*.json)</source>
        <translation>Pelajaran (*.json)</translation>
    </message>
    <message>
        <source>Use Current Scenario as After</source>
        <translation>Pakai Skenario Saat Ini sebagai Sesudahnya</translation>
    </message>
    <message>
        <source>The question asks about the scenario on screen now; it is applied once the question is answered</source>
        <translation>Pertanyaan menanyakan skenario yang kini tampil di layar; skenario itu diterapkan setelah pertanyaan dijawab</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Buka…</translation>
    </message>
    <message>
        <source>Edit a lesson file</source>
        <translation>Sunting berkas pelajaran</translation>
    </message>
    <message>
        <source>The scenario on screen cannot be the state after the answer: %1</source>
        <translation>Skenario di layar tidak dapat menjadi keadaan sesudah jawaban: %1</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Buka Pelajaran</translation>
    </message>
    <message>
        <source>Save changes to the lesson?</source>
        <translation>Simpan perubahan pada pelajaran?</translation>
    </message>
    <message>
        <source>Your changes are lost if you do not save them.</source>
        <translation>Perubahan Anda akan hilang jika tidak disimpan.</translation>
    </message>
    <message>
        <source>Save As…</source>
        <translation>Simpan Sebagai…</translation>
    </message>
    <message>
        <source>Save the lesson to another file (a copy of the file opened)</source>
        <translation>Simpan pelajaran ke berkas lain (salinan berkas yang dibuka)</translation>
    </message>
    <message>
        <source>Lesson Changed on Disk</source>
        <translation>Pelajaran Berubah di Disk</translation>
    </message>
    <message>
        <source>“%1” changed on disk since this editor opened or saved it, perhaps in another lesson editor.</source>
        <translation>“%1” berubah di disk sejak penyunting ini membuka atau menyimpannya, mungkin di penyunting pelajaran lain.</translation>
    </message>
    <message>
        <source>Overwrite it with this editor&apos;s lesson, save this lesson under another name, or reload the file and lose the changes made here?</source>
        <translation>Timpa dengan pelajaran penyunting ini, simpan pelajaran ini dengan nama lain, atau muat ulang berkas dan kehilangan perubahan yang dibuat di sini?</translation>
    </message>
    <message>
        <source>“%1” changed on disk. Reload it?</source>
        <translation>“%1” berubah di disk. Muat ulang?</translation>
    </message>
    <message>
        <source>A lesson may have at most %1 steps.</source>
        <translation>Sebuah pelajaran boleh memiliki paling banyak %1 langkah.</translation>
    </message>
    <message>
        <source>The lesson needs a title.</source>
        <translation>Pelajaran perlu judul.</translation>
    </message>
    <message>
        <source>Step %1 needs a text.</source>
        <translation>Langkah %1 perlu teks.</translation>
    </message>
    <message>
        <source>The question of step %1 needs a text.</source>
        <translation>Pertanyaan langkah %1 perlu teks.</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonPanel</name>
    <message>
        <source>Lesson</source>
        <translation>Pelajaran</translation>
    </message>
    <message>
        <source>Built-in lessons</source>
        <translation>Pelajaran bawaan</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Mulai</translation>
    </message>
    <message>
        <source>Start the chosen lesson</source>
        <translation>Mulai pelajaran yang dipilih</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Buka…</translation>
    </message>
    <message>
        <source>Open a lesson file</source>
        <translation>Buka berkas pelajaran</translation>
    </message>
    <message>
        <source>Open a lesson file (*.json) written by a teacher</source>
        <translation>Buka berkas pelajaran (*.json) yang ditulis pengajar</translation>
    </message>
    <message>
        <source>Lesson title</source>
        <translation>Judul pelajaran</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Kemajuan</translation>
    </message>
    <message>
        <source>Lesson progress</source>
        <translation>Kemajuan pelajaran</translation>
    </message>
    <message>
        <source>Step title</source>
        <translation>Judul langkah</translation>
    </message>
    <message>
        <source>Step text</source>
        <translation>Teks langkah</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pertanyaan</translation>
    </message>
    <message>
        <source>Question text</source>
        <translation>Teks pertanyaan</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jawaban Anda</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Periksa</translation>
    </message>
    <message>
        <source>Check the answer</source>
        <translation>Periksa jawaban</translation>
    </message>
    <message>
        <source>Explanation of the answer</source>
        <translation>Penjelasan jawaban</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Langkah sebelumnya</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Ulang</translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation>Ulangi pelajaran dari awal</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Lanjut</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Langkah berikutnya</translation>
    </message>
    <message>
        <source>Open Lesson</source>
        <translation>Buka Pelajaran</translation>
    </message>
    <message>
        <source>Lessons (*.json);;All files (*)</source>
        <translation>Pelajaran (*.json);;Semua berkas (*)</translation>
    </message>
    <message>
        <source>There is no built-in lesson named “%1”.</source>
        <translation>Tidak ada pelajaran bawaan bernama “%1”.</translation>
    </message>
    <message>
        <source>The lesson could not be opened</source>
        <translation>Pelajaran tidak dapat dibuka</translation>
    </message>
    <message>
        <source>Guided lessons</source>
        <translation>Pelajaran terpandu</translation>
    </message>
    <message>
        <source>Choose a lesson and press Start. Each lesson sets up a scenario, explains one idea at a time and asks you to predict a number; the engine checks your answer and explains why.</source>
        <translation>Pilih pelajaran lalu tekan Mulai. Setiap pelajaran menyiapkan sebuah skenario, menjelaskan satu gagasan pada satu waktu, dan meminta Anda menebak sebuah angka; mesin hitung memeriksa jawaban Anda dan menjelaskan alasannya.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Langkah %1 dari %2</translation>
    </message>
    <message>
        <source>A number, e.g. 1,96; several separated by spaces or &apos;;&apos;</source>
        <translation>Sebuah angka, mis. 1,96; beberapa angka dipisah spasi atau &apos;;&apos;</translation>
    </message>
    <message>
        <source>A number, e.g. 1.96; several separated by spaces or &apos;;&apos;</source>
        <translation>Sebuah angka, mis. 1.96; beberapa angka dipisah spasi atau &apos;;&apos;</translation>
    </message>
    <message>
        <source>Answer %1: %2</source>
        <translation>Jawaban %1: %2</translation>
    </message>
    <message>
        <source>Lesson text</source>
        <translation>Teks pelajaran</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Tampilkan jawaban</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Tampilkan jawabannya</translation>
    </message>
    <message>
        <source>New numbers</source>
        <translation>Angka baru</translation>
    </message>
    <message>
        <source>New numbers for this exercise</source>
        <translation>Angka baru untuk latihan ini</translation>
    </message>
    <message>
        <source>Enter code…</source>
        <translation>Masukkan kode…</translation>
    </message>
    <message>
        <source>Enter a variant code</source>
        <translation>Masukkan kode varian</translation>
    </message>
    <message>
        <source>Type a student&apos;s variant code to get their numbers</source>
        <translation>Ketik kode varian seorang siswa untuk mendapatkan angkanya</translation>
    </message>
    <message>
        <source>Variant code</source>
        <translation>Kode varian</translation>
    </message>
    <message>
        <source>Variant %1</source>
        <translation>Varian %1</translation>
    </message>
    <message>
        <source>The lesson&apos;s own numbers</source>
        <translation>Angka asli pelajaran</translation>
    </message>
    <message>
        <source>“%1” is not a variant code: five letters and digits, such as 7KQ2M.</source>
        <translation>“%1” bukan kode varian: lima huruf dan angka, misalnya 7KQ2M.</translation>
    </message>
    <message>
        <source>Variant Code</source>
        <translation>Kode Varian</translation>
    </message>
    <message>
        <source>The student&apos;s variant code:</source>
        <translation>Kode varian siswa:</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Petunjuk: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::LessonSession</name>
    <message>
        <source>This step could not change the scenario as you left it (%1), so the lesson&apos;s own scenario is shown.</source>
        <translation>Langkah ini tidak dapat mengubah skenario seperti yang Anda tinggalkan (%1), jadi skenario milik pelajaran yang ditampilkan.</translation>
    </message>
    <message>
        <source>Lesson step %1</source>
        <translation>Langkah pelajaran %1</translation>
    </message>
    <message>
        <source>Lesson: %1</source>
        <translation>Pelajaran: %1</translation>
    </message>
    <message>
        <source>Lesson: the question&apos;s change</source>
        <translation>Pelajaran: perubahan dari pertanyaan</translation>
    </message>
    <message>
        <source>This step asks no numeric question.</source>
        <translation>Langkah ini tidak mengajukan pertanyaan angka.</translation>
    </message>
    <message>
        <source>The engine cannot compute this answer: %1</source>
        <translation>Mesin hitung tidak dapat menghitung jawaban ini: %1</translation>
    </message>
    <message>
        <source>Type a number, or several separated by spaces or semicolons.</source>
        <translation>Ketik sebuah angka, atau beberapa angka yang dipisah spasi atau titik koma.</translation>
    </message>
    <message>
        <source>The answer is one number.</source>
        <translation>Jawabannya satu angka.</translation>
    </message>
    <message>
        <source>The answer has %1 numbers: type them separated by spaces or semicolons.</source>
        <translation>Jawabannya terdiri atas %1 angka: ketik dengan pemisah spasi atau titik koma.</translation>
    </message>
    <message>
        <source>This step asks no multiple-choice question.</source>
        <translation>Langkah ini tidak mengajukan pertanyaan pilihan ganda.</translation>
    </message>
    <message>
        <source>Choose one of the answers first.</source>
        <translation>Pilih salah satu jawaban terlebih dahulu.</translation>
    </message>
    <message>
        <source>Right.</source>
        <translation>Benar.</translation>
    </message>
    <message>
        <source>Not quite: the answer is %1.</source>
        <translation>Belum tepat: jawabannya %1.</translation>
    </message>
    <message>
        <source>The answer is %1.</source>
        <translation>Jawabannya %1.</translation>
    </message>
    <message>
        <source>Your value is the unscaled one: here the scores are divided by %1 before the softmax.</source>
        <translation>Nilai Anda adalah nilai tanpa penskalaan: di sini skor dibagi %1 sebelum softmax.</translation>
    </message>
    <message>
        <source>Your value is the scaled one, but scaling is off here: the scores are not divided.</source>
        <translation>Nilai Anda adalah nilai berskala, padahal penskalaan nonaktif di sini: skornya tidak dibagi.</translation>
    </message>
    <message>
        <source>Your value is the one without the mask: here the blocked keys get no weight.</source>
        <translation>Nilai Anda adalah nilai tanpa topeng: di sini key yang diblokir tidak mendapat bobot.</translation>
    </message>
    <message>
        <source>Your value is the one before the change: the question asks about the scenario after it.</source>
        <translation>Nilai Anda adalah nilai sebelum perubahan: pertanyaannya tentang skenario sesudah perubahan itu.</translation>
    </message>
    <message>
        <source>Your value is too high, by at most %1.</source>
        <translation>Nilai Anda terlalu besar, selisihnya paling banyak %1.</translation>
    </message>
    <message>
        <source>Your value is too low, by at most %1.</source>
        <translation>Nilai Anda terlalu kecil, selisihnya paling banyak %1.</translation>
    </message>
    <message>
        <source>%1 of your %2 numbers are off.</source>
        <translation>%1 dari %2 angka Anda belum tepat.</translation>
    </message>
    <message>
        <source>Not quite (try %1 of %2).</source>
        <translation>Belum tepat (percobaan %1 dari %2).</translation>
    </message>
    <message>
        <source>This step asks no question.</source>
        <translation>Langkah ini tidak mengajukan pertanyaan.</translation>
    </message>
</context>
<context>
    <name>attn::ui::MainWindow</name>
    <message>
        <source>Computing</source>
        <translation>Menghitung</translation>
    </message>
    <message>
        <source>Computing…</source>
        <translation>Menghitung…</translation>
    </message>
    <message>
        <source>⚠ The engine refused this scenario</source>
        <translation>⚠ Mesin hitung menolak skenario ini</translation>
    </message>
    <message>
        <source>Scale by 1/divisor</source>
        <translation>Skalakan dengan 1/pembagi</translation>
    </message>
    <message>
        <source>Scale by 1/√d_k</source>
        <translation>Skalakan dengan 1/√d_k</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>K&amp;ey</translation>
    </message>
    <message>
        <source>T&amp;okens</source>
        <translation>Toke&amp;n</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Semua kepala</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kepala %1</translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation>%1[*]</translation>
    </message>
    <message>
        <source>Discard Changes?</source>
        <translation>Buang Perubahan?</translation>
    </message>
    <message>
        <source>“%1” has unsaved changes. Discard them?</source>
        <translation>“%1” punya perubahan yang belum disimpan. Buang perubahan itu?</translation>
    </message>
    <message>
        <source>Cannot Open Example</source>
        <translation>Contoh Tidak Dapat Dibuka</translation>
    </message>
    <message>
        <source>Select cells of a table to copy them</source>
        <translation>Pilih sel-sel tabel untuk menyalinnya</translation>
    </message>
    <message>
        <source>Click a cell of a table, then paste</source>
        <translation>Klik sebuah sel tabel, lalu tempel</translation>
    </message>
    <message>
        <source>Random scenario</source>
        <translation>Skenario acak</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy the selected cells as tab-separated text</source>
        <translation>Salin sel terpilih sebagai teks yang dipisah tab</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Te&amp;mpel</translation>
    </message>
    <message>
        <source>Paste tab-separated numbers (from a spreadsheet) into the table</source>
        <translation>Tempel angka yang dipisah tab (dari lembar kerja) ke dalam tabel</translation>
    </message>
    <message>
        <source>&amp;Random Scenario…</source>
        <translation>Skenario &amp;Acak…</translation>
    </message>
    <message>
        <source>Divide the scores Q·Kᵀ by √d_k before softmax</source>
        <translation>Bagi skor Q·Kᵀ dengan √d_k sebelum softmax</translation>
    </message>
    <message>
        <source>Causal mask</source>
        <translation>Topeng kausalitas</translation>
    </message>
    <message>
        <source>Each query sees only itself and earlier keys (j ≤ i)</source>
        <translation>Setiap kueri hanya melihat dirinya sendiri dan key sebelumnya (j ≤ i)</translation>
    </message>
    <message>
        <source>Edit mask</source>
        <translation>Sunting topeng</translation>
    </message>
    <message>
        <source>Click cells of the weights heatmap to block or allow them</source>
        <translation>Klik sel peta panas bobot untuk memblokir atau mengizinkannya</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Hapus topeng kustom</translation>
    </message>
    <message>
        <source>Remove every cell blocked by hand (causal and padding stay)</source>
        <translation>Hapus setiap sel yang diblokir secara manual (kausal dan padding tetap)</translation>
    </message>
    <message>
        <source>&amp;Lock Score Colour Scale</source>
        <translation>Samakan Skala &amp;Warna Skor</translation>
    </message>
    <message>
        <source>One colour scale for scores, scaled scores and mask, so scaled and unscaled compare honestly</source>
        <translation>Satu skala warna untuk skor, skor berskala, dan topeng, agar perbandingan berskala dan tanpa skala jujur</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Berkas</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Sunting</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Editors</source>
        <translation>&amp;Editor</translation>
    </message>
    <message>
        <source>&amp;Colour Map</source>
        <translation>&amp;Peta Warna</translation>
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
        <translation>Skala abu-abu</translation>
    </message>
    <message>
        <source>Gray for every matrix, for printing; masked cells stay hatched</source>
        <translation>Abu-abu untuk setiap matriks, untuk dicetak; sel yang tertutup tetap diarsir</translation>
    </message>
    <message>
        <source>For the weights; signed matrices (scores, Q, K, V) use the diverging blue–white–red map</source>
        <translation>Untuk bobot; matriks bertanda (skor, Q, K, V) memakai peta divergen biru–putih–merah</translation>
    </message>
    <message>
        <source>The&amp;me</source>
        <translation>Te&amp;ma</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>&amp;Sistem</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Terang</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Gelap</translation>
    </message>
    <message>
        <source>&amp;Text Size</source>
        <translation>Uku&amp;ran Teks</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation>&amp;Contoh</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Utama</translation>
    </message>
    <message>
        <source>Example</source>
        <translation>Contoh</translation>
    </message>
    <message>
        <source>Open a built-in example</source>
        <translation>Buka contoh bawaan</translation>
    </message>
    <message>
        <source>Examples…</source>
        <translation>Contoh…</translation>
    </message>
    <message>
        <source>Example:</source>
        <translation>Contoh:</translation>
    </message>
    <message>
        <source>Attention</source>
        <translation>Atensi</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>The head the weights, scores and pipeline show</source>
        <translation>Kepala yang ditampilkan oleh bobot, skor, dan alur</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Kepala:</translation>
    </message>
    <message>
        <source>Attention weights heatmap</source>
        <translation>Peta panas bobot atensi</translation>
    </message>
    <message>
        <source>Scores heatmap</source>
        <translation>Peta panas skor</translation>
    </message>
    <message>
        <source>Every stage of the formula</source>
        <translation>Setiap tahap formula</translation>
    </message>
    <message>
        <source>Weights of every head</source>
        <translation>Bobot setiap kepala</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>d_k sweep</source>
        <translation>Sapuan d_k</translation>
    </message>
    <message>
        <source>&amp;Weights</source>
        <translation>B&amp;obot</translation>
    </message>
    <message>
        <source>S&amp;cores Q·Kᵀ</source>
        <translation>Skor &amp;Q·Kᵀ</translation>
    </message>
    <message>
        <source>&amp;Pipeline</source>
        <translation>A&amp;lur</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Kepala</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Stat&amp;istik</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>Sap&amp;uan</translation>
    </message>
    <message>
        <source>Click a cell of the weights to block or allow it</source>
        <translation>Klik sel bobot untuk memblokir atau mengizinkannya</translation>
    </message>
    <message>
        <source>Editors</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>P&amp;rojections</source>
        <translation>Pro&amp;yeksi</translation>
    </message>
    <message>
        <source>&amp;Q, K, V</source>
        <translation>Q, K, &amp;V</translation>
    </message>
    <message>
        <source>Precisio&amp;n</source>
        <translation>Presisi &amp;Angka</translation>
    </message>
    <message numerus="yes">
        <source>%n decimal(s)</source>
        <translation>
            <numerusform>%n desimal</numerusform>
        </translation>
    </message>
    <message>
        <source>Decimals</source>
        <translation>Desimal</translation>
    </message>
    <message>
        <source>How many decimals the numbers in the cells show</source>
        <translation>Berapa angka desimal yang ditampilkan angka di dalam sel</translation>
    </message>
    <message>
        <source>Random scenario (seed %1)</source>
        <translation>Skenario acak (seed %1)</translation>
    </message>
    <message>
        <source>Causal mask bottom-right</source>
        <translation>Topeng kausalitas kanan bawah</translation>
    </message>
    <message>
        <source>Line the causal mask up at the bottom right: the last query sees every key, as a query generated after the keys (j ≤ i + keys − queries). Off: top-left (j ≤ i)</source>
        <translation>Ratakan topeng kausalitas di kanan bawah: kueri terakhir melihat setiap key, seperti kueri yang dibangkitkan setelah key-nya (j ≤ i + key − kueri). Mati: kiri atas (j ≤ i)</translation>
    </message>
    <message>
        <source>Scale by 1/√d_k (off)</source>
        <translation>Skalakan dengan 1/√d_k (mati)</translation>
    </message>
    <message>
        <source>Causal mask (off)</source>
        <translation>Topeng kausalitas (mati)</translation>
    </message>
    <message>
        <source>Edit mask (off)</source>
        <translation>Sunting topeng (mati)</translation>
    </message>
    <message>
        <source>Scaling on: weights recomputed</source>
        <translation>Penskalaan hidup: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Scaling off: weights recomputed</source>
        <translation>Penskalaan mati: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Causal mask on: weights recomputed</source>
        <translation>Topeng kausalitas hidup: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Causal mask off: weights recomputed</source>
        <translation>Topeng kausalitas mati: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Custom mask cleared: weights recomputed</source>
        <translation>Topeng kustom dihapus: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Mask editing on: Enter or a click on a weights cell blocks or allows it</source>
        <translation>Penyuntingan topeng hidup: Enter atau klik pada sel bobot menutup atau mengizinkannya</translation>
    </message>
    <message>
        <source>Mask editing off</source>
        <translation>Penyuntingan topeng mati</translation>
    </message>
    <message>
        <source>Causal mask bottom-right: weights recomputed</source>
        <translation>Topeng kausalitas kanan bawah: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>Causal mask top-left: weights recomputed</source>
        <translation>Topeng kausalitas kiri atas: bobot dihitung ulang</translation>
    </message>
    <message>
        <source>&amp;Backward</source>
        <translation>Gradien (&amp;X)</translation>
    </message>
    <message>
        <source>Le&amp;arn</source>
        <translation>Bela&amp;jar</translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation>Kelas</translation>
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
        <translation>%1: bukan bilangan hingga dalam ±%2</translation>
    </message>
    <message>
        <source>Dimension %1</source>
        <translation>Dimensi %1</translation>
    </message>
    <message>
        <source>Nothing to paste into %1</source>
        <translation>Tidak ada yang ditempel ke %1</translation>
    </message>
    <message>
        <source>Paste refused: %1: %2</source>
        <translation>Tempel ditolak: %1: %2</translation>
    </message>
    <message>
        <source>Pasted %1 × %2 of %3 × %4 values: the rest falls outside %5</source>
        <translation>Menempel %1 × %2 dari %3 × %4 nilai: sisanya berada di luar %5</translation>
    </message>
    <message>
        <source>Only the clipboard&apos;s first %1 characters were read: %2 more were ignored.</source>
        <translation>Hanya %1 karakter pertama dari papan klip yang dibaca: %2 karakter lainnya diabaikan.</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixTable</name>
    <message>
        <source>Type a number, or drag up and down on the current cell to change it (Ctrl: fine steps, Shift: coarse).</source>
        <translation>Ketik sebuah angka, atau seret ke atas dan ke bawah pada sel aktif untuk mengubahnya (Ctrl: langkah halus, Shift: langkah kasar).</translation>
    </message>
</context>
<context>
    <name>attn::ui::MatrixText</name>
    <message>
        <source>Allowed (1) and masked (0) pairs</source>
        <translation>Pasangan yang diizinkan (1) dan tertutup (0)</translation>
    </message>
    <message>
        <source>Embeddings X</source>
        <translation>Embedding X</translation>
    </message>
    <message>
        <source>Queries Q (input)</source>
        <translation>Kueri Q (masukan)</translation>
    </message>
    <message>
        <source>Keys K (input)</source>
        <translation>Key K (masukan)</translation>
    </message>
    <message>
        <source>Values V (input)</source>
        <translation>Value V (masukan)</translation>
    </message>
    <message>
        <source> (head %1)</source>
        <translation> (kepala %1)</translation>
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
        <translation>Skor QKᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Skor berskala</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Bobot</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>Keluaran kepala</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Keluaran</translation>
    </message>
    <message>
        <source>Heads side by side</source>
        <translation>Kepala berdampingan</translation>
    </message>
</context>
<context>
    <name>attn::ui::NumberDelegate</name>
    <message>
        <source>Value of %1</source>
        <translation>Nilai %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::OnlineSoftmaxPanel</name>
    <message>
        <source>Head</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>Query row</source>
        <translation>Baris kueri</translation>
    </message>
    <message>
        <source>Keys per block</source>
        <translation>Key per blok</translation>
    </message>
    <message>
        <source>Block shown</source>
        <translation>Blok yang ditampilkan</translation>
    </message>
    <message>
        <source>H&amp;ead:</source>
        <translation>Ke&amp;pala:</translation>
    </message>
    <message>
        <source>Q&amp;uery row:</source>
        <translation>Baris k&amp;ueri:</translation>
    </message>
    <message>
        <source>&amp;Keys per block:</source>
        <translation>&amp;Key per blok:</translation>
    </message>
    <message>
        <source>&amp;Block:</source>
        <translation>&amp;Blok:</translation>
    </message>
    <message>
        <source>Online softmax (Milakov and Gimelshein 2018; FlashAttention, Dao et al. 2022) reads the keys a block at a time and never keeps the whole row of scores. It keeps the largest score so far m, the sum so far ℓ of exp(score − m) and the output so far. When a block raises m, the old sum and output are multiplied by the correction exp(m_old − m_new). Scores in brackets are blocked by a mask.</source>
        <translation>Softmax daring (Milakov dan Gimelshein 2018; FlashAttention, Dao dkk. 2022) membaca key satu blok setiap kali dan tidak pernah menyimpan seluruh baris skor. Ia menyimpan skor terbesar sejauh ini m, jumlah sejauh ini ℓ dari exp(skor − m), dan keluaran sejauh ini. Ketika sebuah blok menaikkan m, jumlah dan keluaran lama dikalikan dengan koreksi exp(m_lama − m_baru). Skor dalam kurung diblokir oleh mask.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Key</translation>
    </message>
    <message>
        <source>Scores of the block</source>
        <translation>Skor blok ini</translation>
    </message>
    <message>
        <source>m</source>
        <translation>m</translation>
    </message>
    <message>
        <source>exp(m_old − m_new)</source>
        <translation>exp(m_lama − m_baru)</translation>
    </message>
    <message>
        <source>ℓ</source>
        <translation>ℓ</translation>
    </message>
    <message>
        <source>Output so far</source>
        <translation>Keluaran sejauh ini</translation>
    </message>
    <message>
        <source>%1 (all keys)</source>
        <translation>%1 (semua key)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 dari %2</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>Move to the last block to compare with the full softmax.</source>
        <translation>Geser ke blok terakhir untuk membandingkan dengan softmax penuh.</translation>
    </message>
    <message>
        <source>largest difference %1 in a weight and %2 in an output entry</source>
        <translation>selisih terbesar %1 pada bobot dan %2 pada entri keluaran</translation>
    </message>
    <message>
        <source>After the last block the weights exp(score − m) / ℓ %1 and the output %2 equal the full softmax row and output (%3).</source>
        <translation>Setelah blok terakhir, bobot exp(skor − m) / ℓ %1 dan keluaran %2 sama dengan baris softmax penuh dan keluarannya (%3).</translation>
    </message>
    <message>
        <source>The result differs from the full softmax row (%1).</source>
        <translation>Hasilnya berbeda dari baris softmax penuh (%1).</translation>
    </message>
    <message>
        <source>Online softmax, block by block</source>
        <translation>Softmax daring, blok demi blok</translation>
    </message>
</context>
<context>
    <name>attn::ui::OnlineSoftmaxPicture</name>
    <message>
        <source>Picture of the online softmax step</source>
        <translation>Gambar langkah softmax daring</translation>
    </message>
    <message>
        <source>Scores of keys 1 to %1; keys %2 to %3 are this block</source>
        <translation>Skor key 1 sampai %1; key %2 sampai %3 adalah blok ini</translation>
    </message>
    <message>
        <source>Partial output after this block (ℓ = %1)</source>
        <translation>Keluaran sementara setelah blok ini (ℓ = %1)</translation>
    </message>
    <message>
        <source>Scores of keys 1 to %1 (bars); the final weights, 0 to 1 (outlines)</source>
        <translation>Skor key 1 sampai %1 (batang); bobot akhir, 0 sampai 1 (garis tepi)</translation>
    </message>
</context>
<context>
    <name>attn::ui::OrderActions</name>
    <message>
        <source>S&amp;huffle Tokens</source>
        <translation>Aca&amp;k Token</translation>
    </message>
    <message>
        <source>Re&amp;verse Tokens</source>
        <translation>&amp;Balik Token</translation>
    </message>
    <message>
        <source>Reorder the tokens at random (seeded); the weights view says whether the weights are the old ones permuted</source>
        <translation>Ubah urutan token secara acak (dengan seed); tampilan bobot mengatakan apakah bobotnya adalah bobot lama yang dipermutasi</translation>
    </message>
    <message>
        <source>Put the tokens in reverse order; the weights view says whether the weights are the old ones permuted</source>
        <translation>Balik urutan token; tampilan bobot mengatakan apakah bobotnya adalah bobot lama yang dipermutasi</translation>
    </message>
    <message>
        <source>Shuffle tokens (seed %1)</source>
        <translation>Acak token (seed %1)</translation>
    </message>
    <message>
        <source>Reverse tokens</source>
        <translation>Balik token</translation>
    </message>
</context>
<context>
    <name>attn::ui::PageCover</name>
    <message>
        <source>Hidden until the reveal: this page would show the weights or the outputs. Predict first, then Reveal (Ctrl+Shift+P).</source>
        <translation>Tersembunyi sampai dibuka: halaman ini akan menampilkan bobot atau keluaran. Tebak dulu, lalu Buka (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Hidden until the reveal</source>
        <translation>Tersembunyi sampai dibuka</translation>
    </message>
    <message>
        <source>Hidden by the lesson: this page would show the number that its question, or a question still to come, asks for. Answer it, or choose Show answer, in the lesson panel.</source>
        <translation>Disembunyikan oleh pelajaran: halaman ini akan menampilkan angka yang ditanyakan oleh pertanyaannya, atau oleh pertanyaan berikutnya. Jawablah, atau pilih Tampilkan jawaban, di panel pelajaran.</translation>
    </message>
    <message>
        <source>Hidden by the lesson</source>
        <translation>Disembunyikan oleh pelajaran</translation>
    </message>
</context>
<context>
    <name>attn::ui::PipelineView</name>
    <message>
        <source>Pipeline of the attention formula</source>
        <translation>Alur formula atensi</translation>
    </message>
    <message>
        <source>Every stage of softmax(Q·Kᵀ/√d_k + M)·V. Hover a cell to see its formula; Page Up and Page Down move the focus between stages.</source>
        <translation>Setiap tahap softmax(Q·Kᵀ/√d_k + M)·V. Arahkan penunjuk ke sebuah sel untuk melihat formulanya; Page Up dan Page Down memindahkan fokus antartahap.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionTableModel</name>
    <message>
        <source>Edit position table [%1][%2]</source>
        <translation>Sunting tabel posisi [%1][%2]</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>posisi %1</translation>
    </message>
    <message>
        <source>Not a number from −1e6 to 1e6: %1</source>
        <translation>Bukan bilangan dari −1e6 sampai 1e6: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsCanvas</name>
    <message>
        <source>The positional encoding</source>
        <translation>Pengodean posisi</translation>
    </message>
    <message>
        <source>the learned table: row i is added to xᵢ</source>
        <translation>tabel learned: baris i ditambahkan ke xᵢ</translation>
    </message>
    <message>
        <source>sin(i / %1^(2m/d)), cos(i / %1^(2m/d))</source>
        <translation>sin(i / %1^(2m/d)), cos(i / %1^(2m/d))</translation>
    </message>
    <message>
        <source>rotation angles</source>
        <translation>sudut putar</translation>
    </message>
    <message>
        <source>bias, head %1</source>
        <translation>bias, kepala %1</translation>
    </message>
    <message>
        <source>No positional encoding: attention sees the tokens as a set, not a sequence. Pick an encoding above to give it a sense of order.</source>
        <translation>Tanpa pengodean posisi: atensi melihat token sebagai himpunan, bukan sekuens. Pilih pengodean di atas agar atensi mengenal urutan.</translation>
    </message>
    <message>
        <source>query position i</source>
        <translation>posisi kueri i</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posisi</translation>
    </message>
    <message>
        <source>key position j</source>
        <translation>posisi key j</translation>
    </message>
    <message>
        <source>pair m</source>
        <translation>pasangan m</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimensi</translation>
    </message>
    <message>
        <source>score of q₁, k₁ of head 1 at distance i − j</source>
        <translation>skor q₁, k₁ kepala 1 pada jarak i − j</translation>
    </message>
    <message>
        <source>distance i − j</source>
        <translation>jarak i − j</translation>
    </message>
    <message>
        <source>p·θₘ in radians, θₘ = %1^(−2m/%2)</source>
        <translation>p·θₘ dalam radian, θₘ = %1^(−2m/%2)</translation>
    </message>
    <message>
        <source>No positional encoding: only the causal mask tells positions apart; each query sees the tokens up to its own as a set. Pick an encoding above to give it a sense of order.</source>
        <translation>Tanpa pengodean posisi: hanya topeng kausalitas yang membedakan posisi; setiap kueri melihat token sampai posisinya sendiri sebagai himpunan. Pilih pengodean di atas agar atensi mengenal urutan.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PositionsTab</name>
    <message>
        <source>None</source>
        <translation>Tidak ada</translation>
    </message>
    <message>
        <source>Sinusoidal (added to x)</source>
        <translation>Sinusoidal (ditambahkan ke x)</translation>
    </message>
    <message>
        <source>Learned table (added to x)</source>
        <translation>Tabel learned (ditambahkan ke x)</translation>
    </message>
    <message>
        <source>RoPE (rotates q and k)</source>
        <translation>RoPE (memutar q dan k)</translation>
    </message>
    <message>
        <source>ALiBi (bias on the scores)</source>
        <translation>ALiBi (bias pada skor)</translation>
    </message>
    <message>
        <source>Positional encoding</source>
        <translation>Pengodean posisi</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Basis</translation>
    </message>
    <message>
        <source>Slopes, one per head</source>
        <translation>Kemiringan, satu per kepala</translation>
    </message>
    <message>
        <source>Learned position table</source>
        <translation>Tabel posisi learned</translation>
    </message>
    <message>
        <source>&amp;Encoding:</source>
        <translation>P&amp;engodean:</translation>
    </message>
    <message>
        <source>&amp;Base:</source>
        <translation>B&amp;asis:</translation>
    </message>
    <message>
        <source>S&amp;lopes:</source>
        <translation>Ke&amp;miringan:</translation>
    </message>
    <message>
        <source>Row i of the table is added to the embedding of the token at position i.</source>
        <translation>Baris i tabel ditambahkan ke embedding token di posisi i.</translation>
    </message>
    <message>
        <source>Each head adds −slope·|i − j| to the scaled scores: nearby keys weigh more.</source>
        <translation>Setiap kepala menambahkan −slope·|i − j| ke skor berskala: key yang dekat berbobot lebih besar.</translation>
    </message>
    <message>
        <source>sin and cos rows of different frequencies are added to the embeddings.</source>
        <translation>Baris sin dan cos dengan frekuensi berbeda ditambahkan ke embedding.</translation>
    </message>
    <message>
        <source>Positional encoding: %1</source>
        <translation>Pengodean posisi: %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>base %1</source>
        <translation>basis %1</translation>
    </message>
    <message>
        <source>Slopes: “%1” is not a number</source>
        <translation>Kemiringan: “%1” bukan bilangan</translation>
    </message>
    <message>
        <source>slopes</source>
        <translation>kemiringan</translation>
    </message>
    <message>
        <source>Positio&amp;ns</source>
        <translation>Pengodean posisi (&amp;Z)</translation>
    </message>
    <message>
        <source>default: 2^(−8h/H)</source>
        <translation>bawaan: 2^(−8h/H)</translation>
    </message>
    <message>
        <source>Each head&apos;s q and k are turned pair by pair by position × angle: the score depends on the contents of q and k and on the signed offset i − j, not on where the pair sits.</source>
        <translation>q dan k setiap kepala diputar pasangan demi pasangan sebesar posisi × sudut: skor bergantung pada isi q dan k dan pada selisih bertanda i − j, bukan pada letak pasangan itu.</translation>
    </message>
</context>
<context>
    <name>attn::ui::PrecisionReport</name>
    <message>
        <source>✔ float32 resolves every row&apos;s scores of this scenario.</source>
        <translation>✔ float32 dapat membedakan skor setiap baris dalam skenario ini.</translation>
    </message>
    <message>
        <source>Compute in Double is off.</source>
        <translation>Hitung dalam double nonaktif.</translation>
    </message>
    <message>
        <source>float32 against double: the largest difference of an output entry is %1 (row %2, column %3); of a weight %4 (head %5, query %6, key %7).</source>
        <translation>float32 dibandingkan double: selisih terbesar sebuah entri keluaran adalah %1 (baris %2, kolom %3); sebuah bobot %4 (kepala %5, kueri %6, key %7).</translation>
    </message>
    <message>
        <source>The engine computes in float32, as PyTorch does by default: about seven significant digits. Softmax sees only the differences between a row&apos;s scores, so scores that are large but close together (a large offset shared by every embedding) keep few correct digits of those differences. A row is flagged when one unit in float32&apos;s last place at the size of its scores exceeds %1. View &gt; Compute in Double repeats the computation in double and shows the difference.</source>
        <translation>Mesin menghitung dalam float32, seperti bawaan PyTorch: sekitar tujuh angka penting. Softmax hanya melihat selisih antarskor dalam satu baris, sehingga skor yang besar tetapi berdekatan (pergeseran besar yang sama pada setiap embedding) menyisakan sedikit angka yang benar dari selisih itu. Sebuah baris ditandai jika satu satuan di angka terakhir float32 pada ukuran skornya melebihi %1. Tampilan &gt; Hitung dalam double mengulang perhitungan dalam double dan menunjukkan selisihnya.</translation>
    </message>
    <message numerus="yes">
        <source>Head %1, query %2: scores of size up to %3 have a float32 unit in the last place of about %4 (one rounding; a score&apos;s errors add up and can exceed it), so the weights may be off (%n row(s) of this head).</source>
        <translation>
            <numerusform>Kepala %1, kueri %2: skor berukuran hingga %3 punya satuan di angka terakhir float32 sekitar %4 (satu pembulatan; galat sebuah skor bertambah dan dapat melampauinya), sehingga bobotnya mungkin meleset (%n baris pada kepala ini).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ui::PredictBar</name>
    <message>
        <source>Predict, then reveal</source>
        <translation>Tebak, lalu buka</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Tebak</translation>
    </message>
    <message>
        <source>Hide the weights and outputs until the class has predicted which key gets the most weight; the same key reveals them</source>
        <translation>Sembunyikan bobot dan keluaran sampai kelas menebak key mana yang mendapat bobot terbesar; tombol yang sama membukanya</translation>
    </message>
    <message>
        <source>What to predict</source>
        <translation>Yang harus ditebak</translation>
    </message>
    <message>
        <source>Key expected to get the most weight</source>
        <translation>Key yang diperkirakan mendapat bobot terbesar</translation>
    </message>
    <message>
        <source>its weight (optional)</source>
        <translation>bobotnya (opsional)</translation>
    </message>
    <message>
        <source>Predicted weight of that key</source>
        <translation>Tebakan bobot key itu</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <source>End the prediction</source>
        <translation>Akhiri tebakan</translation>
    </message>
    <message>
        <source>How far off the guess was</source>
        <translation>Seberapa jauh tebakan meleset</translation>
    </message>
    <message>
        <source>(pick a key)</source>
        <translation>(pilih key)</translation>
    </message>
    <message>
        <source>Predict for %1, head %2: which key gets the most weight?</source>
        <translation>Tebak untuk %1, kepala %2: key mana yang mendapat bobot terbesar?</translation>
    </message>
    <message>
        <source>Predict for %1: which key gets the most weight?</source>
        <translation>Tebak untuk %1: key mana yang mendapat bobot terbesar?</translation>
    </message>
    <message>
        <source>Your guess for %1, revealed:</source>
        <translation>Tebakan Anda untuk %1, dibuka:</translation>
    </message>
    <message>
        <source>Click a cell of the hidden weights, or choose the key here; then Reveal (Ctrl+Shift+P).</source>
        <translation>Klik sel bobot yang tersembunyi, atau pilih key di sini; lalu Buka (Ctrl+Shift+P).</translation>
    </message>
    <message>
        <source>Predict, Then Re&amp;veal</source>
        <translation>Te&amp;bak, Lalu Buka</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentationBanner</name>
    <message>
        <source>Presentation banner</source>
        <translation>Bilah presentasi</translation>
    </message>
    <message>
        <source>Walkthrough step</source>
        <translation>Langkah penelusuran</translation>
    </message>
    <message>
        <source>What this step computes</source>
        <translation>Yang dihitung langkah ini</translation>
    </message>
    <message>
        <source>Formula with the current numbers</source>
        <translation>Formula dengan angka saat ini</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <source>→ / Page Down: next   ← / Page Up: back   Ctrl +/−: text size   Esc: leave</source>
        <translation>→ / Page Down: lanjut   ← / Page Up: kembali   Ctrl +/−: ukuran teks   Esc: keluar</translation>
    </message>
</context>
<context>
    <name>attn::ui::PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>Presentasi</translation>
    </message>
    <message>
        <source>&amp;Presentation Mode</source>
        <translation>Mode Pre&amp;sentasi</translation>
    </message>
    <message>
        <source>Full screen with large text for a projector; the arrow keys step through the walkthrough, Esc leaves</source>
        <translation>Layar penuh dengan teks besar untuk proyektor; tombol panah berpindah antarlangkah Penelusuran, Esc untuk keluar</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>Kontras &amp;Tinggi</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>Teks Lebih &amp;Besar</translation>
    </message>
    <message>
        <source>&amp;Smaller Text</source>
        <translation>Teks Lebih &amp;Kecil</translation>
    </message>
    <message>
        <source>&amp;Reset Text Size</source>
        <translation>&amp;Atur Ulang Ukuran Teks</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProbeHeatmaps</name>
    <message>
        <source>Attention weights of each variant on the probe input</source>
        <translation>Bobot atensi tiap varian pada masukan uji</translation>
    </message>
    <message>
        <source>%1, step %2</source>
        <translation>%1, langkah %2</translation>
    </message>
    <message>
        <source>accuracy on the probe %1%</source>
        <translation>akurasi pada masukan uji %1%</translation>
    </message>
    <message>
        <source>Press Play or Step to train; the attention of each variant on a fixed probe input appears here.</source>
        <translation>Tekan Putar atau Langkah untuk melatih; atensi tiap varian pada masukan uji yang tetap muncul di sini.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ProjectionsPanel</name>
    <message>
        <source>Identity</source>
        <translation>Identitas</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Acak</translation>
    </message>
    <message>
        <source>Zero</source>
        <translation>Nol</translation>
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
        <translation>Proyeksi %1</translation>
    </message>
    <message>
        <source>Projections</source>
        <translation>Proyeksi</translation>
    </message>
    <message>
        <source>Set to identity</source>
        <translation>Jadikan identitas</translation>
    </message>
    <message>
        <source>Set to random values</source>
        <translation>Isi dengan nilai acak</translation>
    </message>
    <message>
        <source>Set to zero</source>
        <translation>Jadikan nol</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed acak</translation>
    </message>
    <message>
        <source>The same seed gives the same numbers, on every computer</source>
        <translation>Seed yang sama menghasilkan angka yang sama di komputer mana pun</translation>
    </message>
    <message>
        <source>Random scale</source>
        <translation>Skala acak</translation>
    </message>
    <message>
        <source>Random entries are drawn from N(0, 1) times this scale. Large values give large scores: watch softmax saturate.</source>
        <translation>Entri acak diambil dari N(0, 1) dikali skala ini. Nilai besar menghasilkan skor besar: amati softmax menjadi jenuh.</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Seed</translation>
    </message>
    <message>
        <source>S&amp;cale</source>
        <translation>S&amp;kala</translation>
    </message>
    <message>
        <source>Q = X · W_q: what each token looks for.</source>
        <translation>Q = X · W_q: apa yang dicari setiap token.</translation>
    </message>
    <message>
        <source>K = X · W_k: what each token offers to be found by.</source>
        <translation>K = X · W_k: apa yang ditawarkan setiap token agar ditemukan.</translation>
    </message>
    <message>
        <source>V = X · W_v: what each token passes on when attended.</source>
        <translation>V = X · W_v: apa yang diteruskan setiap token saat diperhatikan.</translation>
    </message>
    <message>
        <source>Output = concat(heads) · W_o + b_o.</source>
        <translation>Keluaran = gabungan(kepala) · W_o + b_o.</translation>
    </message>
    <message>
        <source>b_o is added to every output row.</source>
        <translation>b_o ditambahkan ke setiap baris keluaran.</translation>
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
        <translation> Tidak ada di berkas: nol.</translation>
    </message>
    <message>
        <source> Not in the file: identity.</source>
        <translation> Tidak ada di berkas: identitas.</translation>
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
        <translation>W_q, W_k, W_v, W_o acak (jika tidak, identitas)</translation>
    </message>
    <message>
        <source>Random Scenario</source>
        <translation>Skenario Acak</translation>
    </message>
    <message>
        <source>Number of tokens</source>
        <translation>Jumlah token</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Jumlah kepala</translation>
    </message>
    <message>
        <source>Normal N(0, scale²)</source>
        <translation>Normal N(0, skala²)</translation>
    </message>
    <message>
        <source>Uniform [−scale, scale]</source>
        <translation>Seragam [−skala, skala]</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>Distribusi</translation>
    </message>
    <message>
        <source>Scale of the embeddings</source>
        <translation>Skala embedding</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed acak</translation>
    </message>
    <message>
        <source>Random projections</source>
        <translation>Proyeksi acak</translation>
    </message>
    <message>
        <source>&amp;Tokens:</source>
        <translation>&amp;Token:</translation>
    </message>
    <message>
        <source>d_&amp;model:</source>
        <translation>d_&amp;model:</translation>
    </message>
    <message>
        <source>&amp;Heads:</source>
        <translation>&amp;Kepala:</translation>
    </message>
    <message>
        <source>&amp;Distribution:</source>
        <translation>&amp;Distribusi:</translation>
    </message>
    <message>
        <source>&amp;Scale:</source>
        <translation>S&amp;kala:</translation>
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
        <translation>kueri</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>key</translation>
    </message>
    <message>
        <source>Head %1: </source>
        <translation>Kepala %1: </translation>
    </message>
    <message>
        <source>weights without ÷√d_k</source>
        <translation>bobot tanpa ÷√d_k</translation>
    </message>
    <message>
        <source>weights with ÷√d_k</source>
        <translation>bobot dengan ÷√d_k</translation>
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
        <translation> · pengaturan aplikasi</translation>
    </message>
    <message>
        <source>Weights without and with scaling</source>
        <translation>Bobot tanpa dan dengan penskalaan</translation>
    </message>
</context>
<context>
    <name>attn::ui::ShapePanel</name>
    <message>
        <source>&amp;Self-attention</source>
        <translation>Sel&amp;f-attention</translation>
    </message>
    <message>
        <source>&amp;Direct Q, K, V</source>
        <translation>Q, K, V Lan&amp;gsung</translation>
    </message>
    <message>
        <source>&amp;Random scenario…</source>
        <translation>Skena&amp;rio acak…</translation>
    </message>
    <message>
        <source>Tokens with embeddings X; Q = X·W_q, K = X·W_k, V = X·W_v, split into heads</source>
        <translation>Token dengan embedding X; Q = X·W_q, K = X·W_k, V = X·W_v, dibagi ke dalam kepala</translation>
    </message>
    <message>
        <source>Type Q, K and V directly (one head). Switching takes the projected Q, K, V of head 1.</source>
        <translation>Ketik Q, K, dan V secara langsung (satu kepala). Saat beralih, yang dipakai adalah Q, K, V hasil proyeksi kepala 1.</translation>
    </message>
    <message>
        <source>Self-attention mode</source>
        <translation>Mode self-attention</translation>
    </message>
    <message>
        <source>Direct Q, K, V mode</source>
        <translation>Mode Q, K, V langsung</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>Embedding size. Growing pads with zeros; shrinking drops the last columns.</source>
        <translation>Ukuran embedding. Memperbesar menambahkan nol; memperkecil membuang kolom terakhir.</translation>
    </message>
    <message>
        <source>Number of heads</source>
        <translation>Jumlah kepala</translation>
    </message>
    <message>
        <source>Only divisors of d_model: each head gets d_k = d_model / heads columns</source>
        <translation>Hanya pembagi d_model: setiap kepala mendapat kolom sebanyak d_k = d_model / jumlah kepala</translation>
    </message>
    <message>
        <source>Random scenario</source>
        <translation>Skenario acak</translation>
    </message>
    <message>
        <source>d_&amp;model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>K&amp;epala</translation>
    </message>
    <message>
        <source>d_k = %1</source>
        <translation>d_k = %1</translation>
    </message>
    <message>
        <source>Not Enough Memory</source>
        <translation>Memori Tidak Cukup</translation>
    </message>
    <message>
        <source>This shape needs more memory than the computation may use; the scenario is unchanged.</source>
        <translation>Bentuk ini memerlukan memori lebih besar daripada yang boleh dipakai perhitungan; skenario tidak berubah.</translation>
    </message>
    <message>
        <source>1 query</source>
        <translation>1 kueri</translation>
    </message>
    <message>
        <source>%1 queries</source>
        <translation>%1 kueri</translation>
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
        <translation>Bentuk Ditolak</translation>
    </message>
    <message>
        <source>A scenario file cannot hold this shape; the scenario is unchanged.</source>
        <translation>Berkas skenario tidak dapat memuat bentuk ini; skenario tidak berubah.</translation>
    </message>
</context>
<context>
    <name>attn::ui::ShortcutsDialog</name>
    <message>
        <source>Other</source>
        <translation>Lainnya</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Pintasan Papan Ketik</translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation>Saring menurut aksi atau tombol</translation>
    </message>
    <message>
        <source>Filter shortcuts</source>
        <translation>Saring pintasan</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aksi</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Pintasan</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Pintasan papan ketik</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Heatmaps</source>
        <translation>Peta panas</translation>
    </message>
    <message>
        <source>Moving Around</source>
        <translation>Berpindah-pindah</translation>
    </message>
</context>
<context>
    <name>attn::ui::SpokenText</name>
    <message>
        <source>zero</source>
        <translation>nol</translation>
    </message>
    <message>
        <source>one</source>
        <translation>satu</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dua</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tiga</translation>
    </message>
    <message>
        <source>four</source>
        <translation>empat</translation>
    </message>
    <message>
        <source>five</source>
        <translation>lima</translation>
    </message>
    <message>
        <source>six</source>
        <translation>enam</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>tujuh</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>delapan</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>sembilan</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>sama dengan</translation>
    </message>
    <message>
        <source>minus</source>
        <translation>minus</translation>
    </message>
    <message>
        <source>plus</source>
        <translation>plus</translation>
    </message>
    <message>
        <source>times</source>
        <translation>kali</translation>
    </message>
    <message>
        <source>divided by</source>
        <translation>dibagi</translation>
    </message>
    <message>
        <source>square root of</source>
        <translation>akar kuadrat dari</translation>
    </message>
    <message>
        <source>infinity</source>
        <translation>tak hingga</translation>
    </message>
    <message>
        <source>sum of</source>
        <translation>jumlah dari</translation>
    </message>
    <message>
        <source>transposed</source>
        <translation>transpos</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>paling banyak</translation>
    </message>
    <message>
        <source>and so on</source>
        <translation>dan seterusnya</translation>
    </message>
    <message>
        <source>approximately</source>
        <translation>kira-kira</translation>
    </message>
</context>
<context>
    <name>attn::ui::StabilityPanel</name>
    <message>
        <source>Softmax divides exp(score) by the sum of the row&apos;s exps. Computed as written, exp overflows to infinity above %1 in float32, %2 in float16 and %3 in bfloat16, and infinity divided by infinity gives NaN weights. Subtracting the row&apos;s largest score first changes no weight (the factor cancels) and keeps every exp at most 1. &lt;b&gt;float16 and bfloat16 are emulated&lt;/b&gt;: each input, exp and weight is rounded to the nearest number of the format (largest %4 and %5; 11 and 8 bits of significand); the sums are kept in float32, as half-precision kernels do.</source>
        <translation>Softmax membagi exp(skor) dengan jumlah exp dalam baris. Jika dihitung apa adanya, exp meluap menjadi tak hingga di atas %1 pada float32, %2 pada float16, dan %3 pada bfloat16, dan tak hingga dibagi tak hingga menghasilkan bobot NaN. Mengurangkan skor terbesar baris lebih dulu tidak mengubah bobot apa pun (faktornya saling meniadakan) dan menjaga setiap exp paling besar 1. &lt;b&gt;float16 dan bfloat16 diemulasikan&lt;/b&gt;: setiap masukan, exp, dan bobot dibulatkan ke bilangan terdekat format itu (terbesar %4 dan %5; 11 dan 8 bit signifikan); jumlahnya disimpan dalam float32, seperti pada kernel presisi setengah.</translation>
    </message>
    <message>
        <source>&amp;Scores of one row:</source>
        <translation>&amp;Skor satu baris:</translation>
    </message>
    <message>
        <source>&amp;Add to every score:</source>
        <translation>&amp;Tambahkan ke setiap skor:</translation>
    </message>
    <message>
        <source>Around 90</source>
        <translation>Sekitar 90</translation>
    </message>
    <message>
        <source>Around 12</source>
        <translation>Sekitar 12</translation>
    </message>
    <message>
        <source>Seed 002</source>
        <translation>Materi 002</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Format</translation>
    </message>
    <message>
        <source>Subtract the max</source>
        <translation>Kurangkan maksimum</translation>
    </message>
    <message>
        <source>Scores as stored</source>
        <translation>Skor seperti disimpan</translation>
    </message>
    <message>
        <source>exp(score − m)</source>
        <translation>exp(skor − m)</translation>
    </message>
    <message>
        <source>Sum (float32)</source>
        <translation>Jumlah (float32)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Bobot</translation>
    </message>
    <message>
        <source>Exercise: from which score does exp overflow in float16, to two decimals?</source>
        <translation>Latihan: mulai skor berapa exp meluap dalam float16, sampai dua desimal?</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Jawaban Anda</translation>
    </message>
    <message>
        <source>C&amp;heck</source>
        <translation>&amp;Periksa</translation>
    </message>
    <message>
        <source>Type a number, for example 10.5.</source>
        <translation>Ketik sebuah bilangan, misalnya 10,5.</translation>
    </message>
    <message>
        <source>Not quite: the answer is ln of float16&apos;s largest number 65504 (plus half a unit of rounding), %1.</source>
        <translation>Belum tepat: jawabannya ln dari bilangan terbesar float16, 65504 (ditambah setengah satuan pembulatan), %1.</translation>
    </message>
    <message>
        <source>Type at least one score.</source>
        <translation>Ketik setidaknya satu skor.</translation>
    </message>
    <message>
        <source> (emulated)</source>
        <translation> (emulasi)</translation>
    </message>
    <message>
        <source>yes, m = %1</source>
        <translation>ya, m = %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>tidak</translation>
    </message>
    <message numerus="yes">
        <source>%1 without the max: %n exp(s) overflowed to infinity, so the weights are not numbers (NaN).</source>
        <translation>
            <numerusform>%1 tanpa maksimum: %n exp(s) meluap menjadi tak hingga, sehingga bobotnya bukan bilangan (NaN).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 with the max: largest error of a weight %2.</source>
        <translation>%1 dengan maksimum: galat terbesar sebuah bobot %2.</translation>
    </message>
    <message>
        <source>Scores of one row</source>
        <translation>Skor satu baris</translation>
    </message>
    <message>
        <source>Add to every score</source>
        <translation>Tambahkan ke setiap skor</translation>
    </message>
    <message>
        <source>Softmax in each format</source>
        <translation>Softmax dalam setiap format</translation>
    </message>
    <message>
        <source>Right: in float16, exp overflows for every score above %1 (ln of 65504 plus half a unit of rounding): a score of 12, harmless in float32, overflows in float16. Stored in float16, the score %1 itself becomes %2, whose exp is infinite; the largest float16 score with a finite exp is %3.</source>
        <translation>Benar: dalam float16, exp meluap untuk setiap skor di atas %1 (ln dari 65504 ditambah setengah satuan pembulatan): skor 12, yang aman di float32, meluap di float16. Jika disimpan dalam float16, skor %1 itu sendiri menjadi %2, yang exp-nya tak hingga; skor float16 terbesar yang exp-nya berhingga adalah %3.</translation>
    </message>
</context>
<context>
    <name>attn::ui::StatsPanel</name>
    <message>
        <source>&amp;Head:</source>
        <translation>&amp;Kepala:</translation>
    </message>
    <message>
        <source>Head shown in the statistics</source>
        <translation>Kepala yang ditampilkan dalam statistik</translation>
    </message>
    <message>
        <source>Raw versus scaled statistics</source>
        <translation>Statistik mentah dibandingkan berskala</translation>
    </message>
    <message>
        <source>Histogram of raw and scaled scores</source>
        <translation>Histogram skor mentah dan berskala</translation>
    </message>
    <message>
        <source>Statistics per head</source>
        <translation>Statistik per kepala</translation>
    </message>
    <message>
        <source>Softmax gradient per query row</source>
        <translation>Gradien softmax per baris kueri</translation>
    </message>
    <message>
        <source>Statistics details</source>
        <translation>Rincian statistik</translation>
    </message>
    <message>
        <source>Per head</source>
        <translation>Per kepala</translation>
    </message>
    <message>
        <source>Gradient per query</source>
        <translation>Gradien per kueri</translation>
    </message>
    <message>
        <source>All heads</source>
        <translation>Semua kepala</translation>
    </message>
    <message>
        <source>Head 1</source>
        <translation>Kepala 1</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Kepala %1</translation>
    </message>
    <message>
        <source>No statistics: %1</source>
        <translation>Tidak ada statistik: %1</translation>
    </message>
</context>
<context>
    <name>attn::ui::StepEditor</name>
    <message>
        <source>Texts of the step by language</source>
        <translation>Teks langkah menurut bahasa</translation>
    </message>
    <message>
        <source>English</source>
        <translation>Inggris</translation>
    </message>
    <message>
        <source>Indonesian</source>
        <translation>Indonesia</translation>
    </message>
    <message>
        <source>Vietnamese</source>
        <translation>Vietnam</translation>
    </message>
    <message>
        <source>Step title (%1)</source>
        <translation>Judul langkah (%1)</translation>
    </message>
    <message>
        <source>Step text (%1)</source>
        <translation>Teks langkah (%1)</translation>
    </message>
    <message>
        <source>Question (%1)</source>
        <translation>Pertanyaan (%1)</translation>
    </message>
    <message>
        <source>Hint (%1)</source>
        <translation>Petunjuk (%1)</translation>
    </message>
    <message>
        <source>Explanation (%1)</source>
        <translation>Penjelasan (%1)</translation>
    </message>
    <message>
        <source>{answer} stands for the engine&apos;s answer</source>
        <translation>{answer} diganti dengan jawaban dari mesin hitung</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Judul:</translation>
    </message>
    <message>
        <source>Text:</source>
        <translation>Teks:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pertanyaan:</translation>
    </message>
    <message>
        <source>Hint:</source>
        <translation>Petunjuk:</translation>
    </message>
    <message>
        <source>Explanation:</source>
        <translation>Penjelasan:</translation>
    </message>
    <message>
        <source>Answer, computed by the engine</source>
        <translation>Jawaban, dihitung oleh mesin hitung</translation>
    </message>
    <message>
        <source>Ask a question in this step</source>
        <translation>Ajukan pertanyaan pada langkah ini</translation>
    </message>
    <message>
        <source>The number asked for</source>
        <translation>Angka yang ditanyakan</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Keluaran</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Bobot</translation>
    </message>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Skor Q·Kᵀ</translation>
    </message>
    <message>
        <source>Scaled scores</source>
        <translation>Skor berskala</translation>
    </message>
    <message>
        <source>Statistic</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Angka:</translation>
    </message>
    <message>
        <source>Statistic:</source>
        <translation>Statistik:</translation>
    </message>
    <message>
        <source>head </source>
        <translation>kepala </translation>
    </message>
    <message>
        <source>row </source>
        <translation>baris </translation>
    </message>
    <message>
        <source>column </source>
        <translation>kolom </translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Kepala</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Baris</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>Cell:</source>
        <translation>Sel:</translation>
    </message>
    <message>
        <source>Tolerance</source>
        <translation>Toleransi</translation>
    </message>
    <message>
        <source>Tolerance:</source>
        <translation>Toleransi:</translation>
    </message>
    <message>
        <source>The engine&apos;s answer</source>
        <translation>Jawaban dari mesin hitung</translation>
    </message>
    <message>
        <source>No question: the step only explains.</source>
        <translation>Tanpa pertanyaan: langkah ini hanya menjelaskan.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer here: %1</source>
        <translation>Jawaban mesin hitung di sini: %1</translation>
    </message>
    <message>
        <source>This number does not exist here: %1</source>
        <translation>Angka ini tidak ada di sini: %1</translation>
    </message>
    <message>
        <source>Choices, one a line (%1)</source>
        <translation>Pilihan, satu per baris (%1)</translation>
    </message>
    <message>
        <source>Choices:</source>
        <translation>Pilihan:</translation>
    </message>
    <message>
        <source>Kind of answer</source>
        <translation>Jenis jawaban</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Sebuah angka</translation>
    </message>
    <message>
        <source>A choice</source>
        <translation>Sebuah pilihan</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Jawaban:</translation>
    </message>
    <message>
        <source>The right choice</source>
        <translation>Pilihan yang benar</translation>
    </message>
    <message>
        <source>Right choice:</source>
        <translation>Pilihan benar:</translation>
    </message>
    <message>
        <source>Head output weights·V</source>
        <translation>Keluaran kepala bobot·V</translation>
    </message>
    <message>
        <source>Concatenation of the heads</source>
        <translation>Gabungan semua kepala</translation>
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
        <translation>Pembagi skor</translation>
    </message>
    <message>
        <source>Blocked pairs</source>
        <translation>Pasangan yang diblokir</translation>
    </message>
    <message>
        <source>A cell or a whole row</source>
        <translation>Satu sel atau satu baris penuh</translation>
    </message>
    <message>
        <source>One number (a cell)</source>
        <translation>Satu angka (satu sel)</translation>
    </message>
    <message>
        <source>The whole row</source>
        <translation>Seluruh baris</translation>
    </message>
    <message>
        <source>Part:</source>
        <translation>Bagian:</translation>
    </message>
    <message>
        <source>What of it is asked</source>
        <translation>Apa yang ditanyakan darinya</translation>
    </message>
    <message>
        <source>The number(s) as they are</source>
        <translation>Angkanya apa adanya</translation>
    </message>
    <message>
        <source>The sum</source>
        <translation>Jumlahnya</translation>
    </message>
    <message>
        <source>The largest number</source>
        <translation>Angka terbesar</translation>
    </message>
    <message>
        <source>How far it moves after the edits</source>
        <translation>Seberapa jauh ia bergeser setelah suntingan</translation>
    </message>
    <message>
        <source>Of it:</source>
        <translation>Darinya:</translation>
    </message>
    <message>
        <source>Computed: the position of the row&apos;s largest number</source>
        <translation>Dihitung: posisi angka terbesar pada baris</translation>
    </message>
    <message>
        <source>Choice %1</source>
        <translation>Pilihan %1</translation>
    </message>
    <message>
        <source>The question is about the step&apos;s scenario as it is.</source>
        <translation>Pertanyaan ini tentang skenario langkah apa adanya.</translation>
    </message>
    <message numerus="yes">
        <source>The question is about the scenario after %n edit(s), applied once it is answered.</source>
        <translation>
            <numerusform>Pertanyaan ini tentang skenario setelah %n suntingan, yang diterapkan setelah pertanyaan dijawab.</numerusform>
        </translation>
    </message>
    <message>
        <source>The right answer: choice %1.</source>
        <translation>Jawaban yang benar: pilihan %1.</translation>
    </message>
    <message>
        <source>The engine&apos;s answer here: choice %1</source>
        <translation>Jawaban mesin hitung di sini: pilihan %1</translation>
    </message>
    <message>
        <source>Mean of the scores</source>
        <translation>Rata-rata skor</translation>
    </message>
    <message>
        <source>Standard deviation of the scores</source>
        <translation>Simpangan baku skor</translation>
    </message>
    <message>
        <source>Smallest score</source>
        <translation>Skor terkecil</translation>
    </message>
    <message>
        <source>Largest score</source>
        <translation>Skor terbesar</translation>
    </message>
    <message>
        <source>Largest weight of a row, mean over the rows</source>
        <translation>Bobot terbesar satu baris, dirata-ratakan atas baris</translation>
    </message>
    <message>
        <source>Entropy of a row&apos;s weights (nats), mean over the rows</source>
        <translation>Entropi bobot satu baris (nat), dirata-ratakan atas baris</translation>
    </message>
    <message>
        <source>‖J‖ of a row&apos;s softmax, mean over the rows</source>
        <translation>‖J‖ softmax satu baris, dirata-ratakan atas baris</translation>
    </message>
    <message>
        <source>Raw: %1</source>
        <translation>Mentah: %1</translation>
    </message>
    <message>
        <source>Scaled (÷ √d_k): %1</source>
        <translation>Dibagi √d_k: %1</translation>
    </message>
    <message>
        <source>Text limit</source>
        <translation>Batas teks</translation>
    </message>
</context>
<context>
    <name>attn::ui::SweepPanel</name>
    <message>
        <source>Number of keys</source>
        <translation>Jumlah key</translation>
    </message>
    <message>
        <source>Trials per d_k</source>
        <translation>Sampel per d_k</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seed acak</translation>
    </message>
    <message>
        <source>&amp;Keys:</source>
        <translation>&amp;Key:</translation>
    </message>
    <message>
        <source>&amp;Trials:</source>
        <translation>Sa&amp;mpel:</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;eed:</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Mulai</translation>
    </message>
    <message>
        <source>Run the d_k sweep</source>
        <translation>Jalankan sapuan d_k</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Batal</translation>
    </message>
    <message>
        <source>Cancel the d_k sweep</source>
        <translation>Batalkan sapuan d_k</translation>
    </message>
    <message>
        <source>Progress of the d_k sweep</source>
        <translation>Kemajuan sapuan d_k</translation>
    </message>
    <message>
        <source>Spread of raw and scaled scores against d_k</source>
        <translation>Sebaran skor mentah dan berskala terhadap d_k</translation>
    </message>
    <message>
        <source>Mean max weight against d_k</source>
        <translation>Rata-rata bobot maks terhadap d_k</translation>
    </message>
    <message>
        <source>Mean entropy against d_k</source>
        <translation>Rata-rata entropi terhadap d_k</translation>
    </message>
    <message>
        <source>d_k sweep numbers</source>
        <translation>Angka sapuan d_k</translation>
    </message>
    <message>
        <source>Running %1 trials for each d_k…</source>
        <translation>Menjalankan %1 sampel untuk setiap d_k…</translation>
    </message>
    <message>
        <source>Cancelling after the current d_k…</source>
        <translation>Membatalkan setelah d_k saat ini…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Dibatalkan.</translation>
    </message>
    <message>
        <source>Cancelled: d_k up to %1 shown.</source>
        <translation>Dibatalkan: d_k sampai %1 ditampilkan.</translation>
    </message>
    <message>
        <source>Mean over %1 trials of one query and %2 keys, seed %3.</source>
        <translation>Rata-rata atas %1 sampel berisi satu kueri dan %2 key, seed %3.</translation>
    </message>
    <message>
        <source>Mean softmax Jacobian norm against d_k</source>
        <translation>Rata-rata norma Jacobian softmax terhadap d_k</translation>
    </message>
    <message>
        <source>Ch&amp;arts</source>
        <translation>Gr&amp;afik</translation>
    </message>
    <message>
        <source>&amp;Numbers</source>
        <translation>A&amp;ngka</translation>
    </message>
    <message>
        <source>Sweep charts and numbers</source>
        <translation>Grafik dan angka sapuan</translation>
    </message>
    <message>
        <source>The four sweep charts</source>
        <translation>Keempat grafik sapuan</translation>
    </message>
</context>
<context>
    <name>attn::ui::TextBound</name>
    <message>
        <source>A text of a lesson may have at most %1 characters; this would make it %2. Nothing was added.</source>
        <translation>Sebuah teks pelajaran boleh memiliki paling banyak %1 karakter; ini akan membuatnya %2. Tidak ada yang ditambahkan.</translation>
    </message>
    <message>
        <source>A lesson&apos;s texts may have at most %1 characters together (every step, every language); this would make them %2. Nothing was added.</source>
        <translation>Semua teks sebuah pelajaran boleh memiliki paling banyak %1 karakter bersama-sama (setiap langkah, setiap bahasa); ini akan membuatnya %2. Tidak ada yang ditambahkan.</translation>
    </message>
</context>
<context>
    <name>attn::ui::TokenModel</name>
    <message>
        <source>Double-click to rename; drag to reorder</source>
        <translation>Klik ganda untuk mengganti nama; seret untuk mengubah urutan</translation>
    </message>
    <message>
        <source>Padding: no query may attend this key</source>
        <translation>Padding: tidak ada kueri yang boleh memperhatikan key ini</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>padding</translation>
    </message>
    <message>
        <source>not padding</source>
        <translation>bukan padding</translation>
    </message>
    <message>
        <source>A token needs a name</source>
        <translation>Token harus punya nama</translation>
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
        <translation>Tanda padding</translation>
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
        <translation>Tambah</translation>
    </message>
    <message>
        <source>Add a token after the selected one</source>
        <translation>Tambahkan token setelah token terpilih</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Remove the selected token</source>
        <translation>Hapus token terpilih</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Naik</translation>
    </message>
    <message>
        <source>Move the selected token up</source>
        <translation>Pindahkan token terpilih ke atas</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Turun</translation>
    </message>
    <message>
        <source>Move the selected token down</source>
        <translation>Pindahkan token terpilih ke bawah</translation>
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
        <translation>Sunting %1</translation>
    </message>
    <message>
        <source>Paste %1 × %2 into %3</source>
        <translation>Tempel %1 × %2 ke %3</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Ganti nama %1 menjadi %2</translation>
    </message>
    <message>
        <source>Mark %1 as padding</source>
        <translation>Tandai %1 sebagai padding</translation>
    </message>
    <message>
        <source>Unmark %1 as padding</source>
        <translation>Hapus tanda padding pada %1</translation>
    </message>
    <message>
        <source>Scale scores</source>
        <translation>Skalakan skor</translation>
    </message>
    <message>
        <source>Stop scaling scores</source>
        <translation>Hentikan penskalaan skor</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Topeng kausalitas aktif</translation>
    </message>
    <message>
        <source>Causal mask off</source>
        <translation>Topeng kausalitas nonaktif</translation>
    </message>
    <message>
        <source>Divide scores by %1</source>
        <translation>Bagi skor dengan %1</translation>
    </message>
    <message>
        <source>Divide scores by √d_k</source>
        <translation>Bagi skor dengan √d_k</translation>
    </message>
    <message>
        <source>Allow %1 → %2</source>
        <translation>Izinkan %1 → %2</translation>
    </message>
    <message>
        <source>Block %1 → %2</source>
        <translation>Blokir %1 → %2</translation>
    </message>
    <message>
        <source>Clear custom mask</source>
        <translation>Hapus topeng kustom</translation>
    </message>
    <message>
        <source>Set %1 to zero</source>
        <translation>Jadikan %1 nol</translation>
    </message>
    <message>
        <source>Set %1 to identity</source>
        <translation>Jadikan %1 identitas</translation>
    </message>
    <message>
        <source>Random %1 (seed %2, scale %3)</source>
        <translation>%1 acak (seed %2, skala %3)</translation>
    </message>
    <message>
        <source>Add token</source>
        <translation>Tambah token</translation>
    </message>
    <message>
        <source>Remove token %1</source>
        <translation>Hapus token %1</translation>
    </message>
    <message>
        <source>Move %1 up</source>
        <translation>Naikkan %1</translation>
    </message>
    <message>
        <source>Move %1 down</source>
        <translation>Turunkan %1</translation>
    </message>
    <message>
        <source>Change d_model to %1</source>
        <translation>Ubah d_model menjadi %1</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>Pakai %n kepala</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch to direct Q, K, V</source>
        <translation>Beralih ke Q, K, V langsung</translation>
    </message>
    <message>
        <source>Switch to self-attention</source>
        <translation>Beralih ke self-attention</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Align the causal mask bottom-right</source>
        <translation>Ratakan topeng kausalitas ke kanan bawah</translation>
    </message>
    <message>
        <source>Align the causal mask top-left</source>
        <translation>Ratakan topeng kausalitas ke kiri atas</translation>
    </message>
    <message>
        <source>new</source>
        <comment>an added token</comment>
        <translation>baru</translation>
    </message>
</context>
<context>
    <name>attn::ui::VerbosityText</name>
    <message>
        <source>Screen Reader &amp;Verbosity</source>
        <translation>Tingkat Rincian Pembaca La&amp;yar</translation>
    </message>
    <message>
        <source>&amp;Value Only</source>
        <translation>&amp;Nilai Saja</translation>
    </message>
    <message>
        <source>Value and &amp;Tokens</source>
        <translation>Nilai dan &amp;Token</translation>
    </message>
    <message>
        <source>&amp;Full Formula</source>
        <translation>&amp;Rumus Lengkap</translation>
    </message>
</context>
<context>
    <name>attn::ui::Walkthrough</name>
    <message>
        <source>Scores Q·Kᵀ</source>
        <translation>Skor Q·Kᵀ</translation>
    </message>
    <message>
        <source>Mask + M</source>
        <translation>Topeng + M</translation>
    </message>
    <message>
        <source>Softmax: the weights</source>
        <translation>Softmax: bobot</translation>
    </message>
    <message>
        <source>Mixing the values: weights·V</source>
        <translation>Mencampur value: bobot·V</translation>
    </message>
    <message>
        <source>Several heads</source>
        <translation>Beberapa kepala</translation>
    </message>
    <message>
        <source>Concatenating the heads</source>
        <translation>Menggabungkan kepala</translation>
    </message>
    <message>
        <source>Output projection: concat·W_o + b_o</source>
        <translation>Proyeksi keluaran: gabungan·W_o + b_o</translation>
    </message>
    <message>
        <source>Walkthrough: no result to step through</source>
        <translation>Penelusuran: tidak ada hasil untuk ditelusuri</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Langkah %1 dari %2: %3</translation>
    </message>
    <message>
        <source>Scaling ÷ √d_k</source>
        <translation>Penskalaan ÷ √d_k</translation>
    </message>
    <message>
        <source>Projections: Q, K and V from X</source>
        <translation>Proyeksi: Q, K, dan V dari X</translation>
    </message>
    <message>
        <source>Hidden until the reveal: predict first which key gets the most weight, then reveal.</source>
        <translation>Tersembunyi sampai dibuka: tebak dulu key mana yang mendapat bobot terbesar, lalu buka.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WalkthroughPanel</name>
    <message>
        <source>Walkthrough</source>
        <translation>Penelusuran</translation>
    </message>
    <message>
        <source>Walkthrough step</source>
        <translation>Langkah penelusuran</translation>
    </message>
    <message>
        <source>What this step computes</source>
        <translation>Yang dihitung langkah ini</translation>
    </message>
    <message>
        <source>Formula with the current numbers</source>
        <translation>Formula dengan angka saat ini</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Kueri:</translation>
    </message>
    <message>
        <source>Query row to follow</source>
        <translation>Baris kueri yang diikuti</translation>
    </message>
    <message>
        <source>Head:</source>
        <translation>Kepala:</translation>
    </message>
    <message>
        <source>Head to follow</source>
        <translation>Kepala yang diikuti</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Previous walkthrough step</source>
        <translation>Langkah penelusuran sebelumnya</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Lanjut</translation>
    </message>
    <message>
        <source>Next walkthrough step</source>
        <translation>Langkah penelusuran berikutnya</translation>
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
        <translation>Peta panas bobot atensi</translation>
    </message>
    <message>
        <source>Scores heatmap</source>
        <translation>Peta panas skor</translation>
    </message>
    <message>
        <source>Rows are queries, columns are keys. Hover a cell or move the focus cell with the arrow keys to see its formula; click a row to follow that query through every stage. Ctrl+wheel zooms.</source>
        <translation>Baris adalah kueri, kolom adalah key. Arahkan penunjuk ke sebuah sel atau pindahkan sel fokus dengan tombol panah untuk melihat formulanya; klik sebuah baris untuk mengikuti kueri itu melalui setiap tahap. Ctrl+roda untuk memperbesar.</translation>
    </message>
</context>
<context>
    <name>attn::ui::WindowAccessText</name>
    <message>
        <source>More tools</source>
        <translation>Alat lainnya</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>a combo box&apos;s spoken name: its label, then its current value</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
</TS>
