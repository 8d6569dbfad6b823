#!/usr/bin/env python3
"""PyTorch side of attention-bench --case model: GPT-2 small's forward pass (12 layers, 12
heads, d_model 768, vocabulary 50,257, 1,024 positions) on random float32 weights of the real
shapes, written as plainly as the model core's (tests/../core/model/TransformerModel.cpp):
token and position embeddings, per block LayerNorm (eps 1e-5), the fused q|k|v projection
(Conv1D, y = x W + b), scores / sqrt(64), the causal mask, softmax, the weights kept, W_o,
the residual, LayerNorm, GELU's tanh form, the MLP, the residual; the final LayerNorm and the
read-out tied to the token embedding. Every layer's attention weights and the block
intermediates are kept, as the model core keeps them with keepIntermediates. Prints one JSON
line: the median and minimum forward time in ms over --repeat runs after one warm-up.

    /usr/bin/python3 tests/benchmarks/pytorch_gpt2.py [--tokens 32] [--repeat 11] [--threads 1]

Needs Debian's python3-torch (apt-get install python3-torch libopenblas0-pthread); exits 0
with a note on stderr when it is missing.
"""

import argparse
import json
import math
import statistics
import sys
import time

LAYERS, HEADS, D_MODEL, VOCAB, POSITIONS = 12, 12, 768, 50257, 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tokens", type=int, default=32)
    parser.add_argument("--repeat", type=int, default=11)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    try:
        import torch
    except ImportError:
        print("note: python3-torch is not installed (apt-get install python3-torch)",
              file=sys.stderr)
        return 0
    torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    d, hd = D_MODEL, D_MODEL // HEADS
    r = lambda *shape: torch.randn(*shape) * 0.02
    wte, wpe = r(VOCAB, d), r(POSITIONS, d)
    blocks = [dict(ln1w=torch.ones(d), ln1b=torch.zeros(d), attn=r(d, 3 * d), attnb=r(3 * d),
                   proj=r(d, d), projb=r(d), ln2w=torch.ones(d), ln2b=torch.zeros(d),
                   fc=r(d, 4 * d), fcb=r(4 * d), out=r(4 * d, d), outb=r(d))
              for _ in range(LAYERS)]
    lnfw, lnfb = torch.ones(d), torch.zeros(d)
    ids = torch.tensor([(i * 7919) % VOCAB for i in range(args.tokens)])
    n = args.tokens
    mask = torch.tril(torch.ones(n, n, dtype=torch.bool))
    ln = torch.nn.functional.layer_norm

    def forward():
        kept = []
        x = wte[ids] + wpe[:n]
        for b in blocks:
            h = ln(x, (d,), b["ln1w"], b["ln1b"], 1e-5)
            qkv = h @ b["attn"] + b["attnb"]
            q, k, v = (t.view(n, HEADS, hd).transpose(0, 1) for t in qkv.split(d, 1))
            s = (q @ k.transpose(1, 2)) / math.sqrt(hd)
            w = torch.softmax(s.masked_fill(~mask, float("-inf")), -1)
            o = (w @ v).transpose(0, 1).reshape(n, d)
            a = o @ b["proj"] + b["projb"]
            x = x + a
            h2 = ln(x, (d,), b["ln2w"], b["ln2b"], 1e-5)
            m = torch.nn.functional.gelu(h2 @ b["fc"] + b["fcb"], approximate="tanh") @ b["out"] + b["outb"]
            x = x + m
            kept.append((h, q, k, v, s, w, o, a, m))
        return ln(x, (d,), lnfw, lnfb, 1e-5) @ wte.T, kept

    with torch.no_grad():
        forward()
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            forward()
            times.append((time.perf_counter() - start) * 1000)
    print(json.dumps({"case": "model-pytorch", "torch": torch.__version__,
                      "blas": "OpenBLAS (Debian)", "tokens": n, "threads": args.threads,
                      "forward_median_ms": round(statistics.median(times), 2),
                      "forward_min_ms": round(min(times), 2), "repeat": args.repeat}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
