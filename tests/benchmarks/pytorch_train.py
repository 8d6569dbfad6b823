#!/usr/bin/env python3
"""PyTorch side of attention-bench --case train: the associative-recall model of Attention
Lab's training engine (core/learn), trained with the same step: token table and learned
positional term (N(0, 1), as nn.Embedding), one self-attention layer (W_q, W_k, W_v without
bias, W_o with bias, heads, scores / sqrt(d_k), no mask), the residual, a linear read-out to
the vocabulary, cross-entropy on the last position, global-norm clipping to 1 and Adam
(lr 0.001). In double precision by default, as the engine computes. Prints one JSON line.
Optional: nothing in the build or the tests needs it.

The model, as the engine's (core/learn, attention-bench --case train):
  sequence length 16 (15 key:value pair tokens, then a key), 32 symbols, vocabulary 290
  (32 symbols, pad, blank, 16 x 16 pair tokens), d_model 64, 4 heads (d_k 16), batch 32;
  nn.Embedding and a learned positional table N(0, 1); nn.Linear's default initialisation
  for W_q, W_k, W_v (no bias), W_o (with bias) and the read-out (with bias); the residual;
  mean cross-entropy over the batch at the answer position (the last); clip_grad_norm_ to
  1.0; torch.optim.Adam(lr=1e-3, betas (0.9, 0.999), eps 1e-8); float64; torch threads =
  --threads. The attention is computed at all 16 positions, as a PyTorch model is usually
  written; --last-query-only computes the query and the attention row only at the answer
  position, as the engine does (the same loss and gradients).

    python3 tests/benchmarks/pytorch_train.py [--steps 200] [--threads 1] [--seed 1]
                                              [--dtype float64|float32] [--last-query-only]

Needs Debian's python3-torch (apt-get install python3-torch); exits 0 with a note on
stderr when it is missing.
"""

import argparse
import json
import math
import sys
import time

LENGTH, SYMBOLS, D_MODEL, HEADS, BATCH = 16, 32, 64, 4, 32


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--steps", type=int, default=200)
    parser.add_argument("--threads", type=int, default=1)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dtype", choices=["float64", "float32"], default="float64")
    parser.add_argument("--last-query-only", action="store_true",
                        help="queries and attention only at the answer position")
    args = parser.parse_args()
    if args.steps < 1:
        print("error: --steps must be at least 1", file=sys.stderr)
        return 2
    try:
        import torch
    except ImportError:
        print("note: python3-torch is not installed; nothing measured", file=sys.stderr)
        return 0

    torch.set_num_threads(max(1, args.threads))
    torch.manual_seed(args.seed)
    dtype = getattr(torch, args.dtype)
    # As the engine's TaskVocabulary: the symbols (keys, then values), pad, blank, and one
    # pair token per (key, value).
    keys, values = SYMBOLS // 2, SYMBOLS - SYMBOLS // 2
    vocabulary = SYMBOLS + 2 + keys * values
    d_k = D_MODEL // HEADS

    class Model(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.embedding = torch.nn.Embedding(vocabulary, D_MODEL, dtype=dtype)
            self.positional = torch.nn.Parameter(torch.randn(LENGTH, D_MODEL, dtype=dtype))
            self.wq = torch.nn.Linear(D_MODEL, D_MODEL, bias=False, dtype=dtype)
            self.wk = torch.nn.Linear(D_MODEL, D_MODEL, bias=False, dtype=dtype)
            self.wv = torch.nn.Linear(D_MODEL, D_MODEL, bias=False, dtype=dtype)
            self.wo = torch.nn.Linear(D_MODEL, D_MODEL, dtype=dtype)
            self.readout = torch.nn.Linear(D_MODEL, vocabulary, dtype=dtype)

        def forward(self, tokens):
            x = self.embedding(tokens) + self.positional
            b, n, _ = x.shape

            def split(t):
                return t.view(b, n, HEADS, d_k).transpose(1, 2)

            if args.last_query_only:
                x_query = x[:, -1:, :]
                q = self.wq(x_query).view(b, 1, HEADS, d_k).transpose(1, 2)
            else:
                x_query = x
                q = split(self.wq(x))
            k, v = split(self.wk(x)), split(self.wv(x))
            weights = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d_k), dim=-1)
            heads = (weights @ v).transpose(1, 2).reshape(b, q.shape[2], D_MODEL)
            h = self.wo(heads) + x_query
            return self.readout(h[:, -1, :])  # the loss reads the last position only

    def batch():
        # 15 pair tokens (key:value), the keys distinct, then one of the keys; the answer
        # is its value.
        pairs = LENGTH - 1
        key = torch.argsort(torch.rand(BATCH, keys), dim=1)[:, :pairs]
        value = torch.randint(0, values, (BATCH, pairs))
        asked = torch.randint(0, pairs, (BATCH,))
        rows = torch.arange(BATCH)
        tokens = torch.empty((BATCH, LENGTH), dtype=torch.long)
        tokens[:, :-1] = SYMBOLS + 2 + key * values + value
        tokens[:, -1] = key[rows, asked]
        return tokens, keys + value[rows, asked]

    model = Model()
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)

    def step():
        tokens, answers = batch()
        loss = torch.nn.functional.cross_entropy(model(tokens), answers)
        optimizer.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        optimizer.step()

    for _ in range(20):  # warm-up
        step()
    start = time.perf_counter()
    cpu = time.process_time()
    for _ in range(args.steps):
        step()
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu
    print(json.dumps({"case": "train-pytorch", "task": "associative-recall",
                      "sequence_length": LENGTH, "d_model": D_MODEL, "heads": HEADS,
                      "batch_size": BATCH, "dtype": args.dtype,
                      "last_query_only": args.last_query_only,
                      "ms_per_step": round(elapsed / args.steps * 1e3, 3),
                      "steps_per_second": round(args.steps / elapsed, 1),
                      "cpu_ms_per_step": round(cpu / args.steps * 1e3, 3),
                      "threads": torch.get_num_threads(), "torch": torch.__version__}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
