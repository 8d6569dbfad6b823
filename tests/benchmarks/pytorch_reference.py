#!/usr/bin/env python3
"""PyTorch side of attention-bench: torch.nn.MultiheadAttention with every head's weights
(need_weights=True, average_attn_weights=False), the closest thing PyTorch has to the
GUI's full recompute, on seeded random inputs. Prints the same JSON line as
attention-bench. Optional: nothing in the build or the tests needs it.

    python3 tests/benchmarks/pytorch_reference.py [--n 1024] [--d-model 512] [--heads 8]
                                                  [--repeat 21] [--threads 2]

Needs Debian's python3-torch (apt-get install python3-torch); exits 0 with a note on
stderr when it is missing.
"""

import argparse
import json
import statistics
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, default=1024)
    parser.add_argument("--d-model", type=int, default=512)
    parser.add_argument("--heads", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=21)
    parser.add_argument("--threads", type=int, default=0,
                        help="torch.set_num_threads (default: PyTorch's choice)")
    args = parser.parse_args()
    if args.n < 1 or args.d_model < 1 or args.heads < 1 or args.d_model % args.heads:
        print("error: --d-model must be a positive multiple of --heads", file=sys.stderr)
        return 2
    try:
        import torch
    except ImportError:
        print("note: python3-torch is not installed; nothing measured", file=sys.stderr)
        return 0

    if args.threads > 0:
        torch.set_num_threads(args.threads)
    torch.manual_seed(1)
    attention = torch.nn.MultiheadAttention(args.d_model, args.heads, bias=True,
                                            batch_first=True).eval()
    x = torch.randn(1, args.n, args.d_model)

    def run():
        with torch.no_grad():
            output, weights = attention(x, x, x, need_weights=True,
                                        average_attn_weights=False)
        return output, weights

    for _ in range(2):  # warm-up, as attention-bench
        run()
    times = []
    for _ in range(args.repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    print(json.dumps({"n": args.n, "d_model": args.d_model, "heads": args.heads,
                      "median_ms": round(statistics.median(times), 3),
                      "min_ms": round(min(times), 3), "repeat": args.repeat,
                      "case": "pytorch", "torch": torch.__version__,
                      "threads": torch.get_num_threads()}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
