#!/usr/bin/python3
"""Attention Lab's engine against PyTorch and the machine's matrix-multiply limit, side by
side in one run at one thread count, printed as the Markdown tables of the README's
"Performance" section (issues 19 and 21).

    /usr/bin/python3 tests/benchmarks/speed_table.py [--threads 2] [--bench build/bin/attention-bench]
                                                     [--sizes 256,1024,2048] [--tiled-n 16384]

For each n (d_model 512, 8 heads): our full recompute (attention-bench's compute case,
every intermediate kept), torch.nn.MultiheadAttention with every head's weights
(need_weights=True, average_attn_weights=False), PyTorch's same matrix products alone
(the input projection, Q K^T and weights V of every head, the output projection), and the
sgemm limit: the recompute's flops divided by the single-precision GEMM rate Eigen reaches
on this machine at the same thread count (attention-bench --case sgemm, 2048^3, measured
again just before each row). Then the tiled output-only computation against the full one
(attention-bench --case tiled; --tiled-n 0 skips it). Medians throughout; the load average
before and after is printed, since a shared machine's figures mean little.

Needs Debian's python3-torch (PyTorch then uses the system BLAS, OpenBLAS with
libopenblas0-pthread). Nothing in the build or the tests needs this script.
"""

import argparse
import ctypes
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time

D_MODEL = 512
HEADS = 8


def load_average():
    with open("/proc/loadavg") as f:
        return " ".join(f.read().split()[:3])


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def loaded_blas():
    """The BLAS library this process has mapped (after PyTorch ran a product), with
    OpenBLAS's own description of its build and the kernel it chose when it is OpenBLAS."""
    paths = set()
    with open("/proc/self/maps") as f:
        for line in f:
            path = line.split()[-1] if len(line.split()) >= 6 else ""
            name = os.path.basename(path)
            if "blas" in name or "mkl" in name:
                paths.add(os.path.realpath(path))
    if not paths:
        return "none found in the process (PyTorch's own kernels)"
    described = []
    for path in sorted(paths):
        text = path
        try:
            lib = ctypes.CDLL(path)
            lib.openblas_get_config.restype = ctypes.c_char_p
            lib.openblas_get_corename.restype = ctypes.c_char_p
            text += " (%s, kernel %s)" % (lib.openblas_get_config().decode().strip(),
                                                   lib.openblas_get_corename().decode())
        except (OSError, AttributeError):
            pass
        described.append(text)
    return "; ".join(described)


def run_bench(bench, args):
    """attention-bench's JSON lines for `args`."""
    result = subprocess.run([bench] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            universal_newlines=True, check=False)
    if result.returncode != 0:
        sys.exit("error: %s %s failed: %s" % (bench, " ".join(args), result.stderr.strip()))
    return [json.loads(line) for line in result.stdout.splitlines() if line.strip()]


def timed_median(run, repeat, warmup=2):
    for _ in range(warmup):
        run()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.median(times)


def repeat_for(n):
    return 21 if n <= 1024 else 9


def flops(n):
    """Floating-point operations of the full recompute's products: Q, K, V and the output
    projection (4 products of n x d_model by d_model x d_model), Q K^T and weights V of
    every head (each 2 n^2 d_k multiply-adds over the heads: 2 n^2 d_model)."""
    return 2.0 * 4 * n * D_MODEL * D_MODEL + 2.0 * 2 * n * n * D_MODEL


def pytorch_cases(torch, n):
    """Median ms of nn.MultiheadAttention with every head's weights, and of its products
    alone, on seeded random inputs (the same shapes as attention-bench's)."""
    torch.manual_seed(1)
    attention = torch.nn.MultiheadAttention(D_MODEL, HEADS, bias=True, batch_first=True).eval()
    x = torch.randn(1, n, D_MODEL)

    def mha():
        with torch.no_grad():
            return attention(x, x, x, need_weights=True, average_attn_weights=False)

    dk = D_MODEL // HEADS
    xs = x[0]
    w_in = torch.randn(D_MODEL, 3 * D_MODEL) / D_MODEL ** 0.5
    w_out = torch.randn(D_MODEL, D_MODEL) / D_MODEL ** 0.5
    q = torch.randn(HEADS, n, dk)
    k = torch.randn(HEADS, n, dk)
    v = torch.randn(HEADS, n, dk)
    weights = torch.softmax(torch.randn(HEADS, n, n), dim=-1)
    concat = torch.randn(n, D_MODEL)

    def products():
        with torch.no_grad():
            torch.matmul(xs, w_in)
            torch.bmm(q, k.transpose(1, 2))
            torch.bmm(weights, v)
            torch.matmul(concat, w_out)

    repeat = repeat_for(n)
    return timed_median(mha, repeat), timed_median(products, repeat)


def fmt_ms(ms):
    return "%.1f ms" % ms


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    default_bench = os.path.join(here, "..", "..", "build", "bin", "attention-bench")
    parser.add_argument("--threads", type=int, default=2,
                        help="threads of the engine, Eigen, PyTorch and OpenBLAS (default 2)")
    parser.add_argument("--bench", default=os.path.normpath(default_bench),
                        help="the attention-bench executable (default build/bin/attention-bench)")
    parser.add_argument("--sizes", default="256,1024,2048", help="the n of the table")
    parser.add_argument("--tiled-n", type=int, default=16384,
                        help="largest n of the tiled table (0: no tiled table)")
    args = parser.parse_args()
    if args.threads < 1:
        sys.exit("error: --threads must be at least 1")
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    if not os.access(args.bench, os.X_OK):
        sys.exit("error: %s is not an executable; build attention-bench or pass --bench"
                 % args.bench)
    # OpenBLAS reads its thread count when it is loaded: before PyTorch is imported.
    os.environ["OPENBLAS_NUM_THREADS"] = str(args.threads)
    os.environ["OMP_NUM_THREADS"] = str(args.threads)
    try:
        import torch
    except ImportError:
        sys.exit("error: PyTorch is not installed (apt-get install python3-torch "
                 "libopenblas0-pthread)")
    torch.set_num_threads(args.threads)
    torch.matmul(torch.ones(64, 64), torch.ones(64, 64))  # loads the BLAS

    load_before = load_average()
    threads = ["--threads", str(args.threads)]
    rows = []
    for n in sizes:
        # The peak is measured again just before each row, so that a shared machine's drift
        # over the run moves a row's limit with it (on 2026-12-06 the rate measured 162.5 and
        # 146.9 GFLOP/s in two runs 18 minutes apart).
        sgemm = run_bench(args.bench, ["--case", "sgemm", "-n", "2048"] + threads)[0]
        ours = run_bench(args.bench, ["-n", str(n), "--d-model", str(D_MODEL), "--heads",
                                      str(HEADS)] + threads)[0]
        mha, products = pytorch_cases(torch, n)
        rows.append((n, ours, mha, products, sgemm))
    tiled = []
    if args.tiled_n > 0:
        tiled = run_bench(args.bench, ["--case", "tiled", "-n", str(args.tiled_n), "--d-model",
                                       str(D_MODEL), "--heads", str(HEADS)] + threads)
    load_after = load_average()

    config = torch.__config__.show()
    blas_info = next((part.split("=", 1)[1] for part in config.replace(",", "\n").split()
                      if part.startswith("BLAS_INFO=")), "unknown")
    print("Measured %s on %s (%d cores), %s, Python %s, PyTorch %s (BLAS_INFO=%s); BLAS in "
          "use: %s. Threads: %d (engine, Eigen, PyTorch, OpenBLAS). Load average (1, 5, "
          "15 min) before: %s, after: %s."
          % (datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
             cpu_model(), os.cpu_count(), platform.platform(terse=True),
             platform.python_version(), torch.__version__, blas_info, loaded_blas(),
             args.threads, load_before, load_after))
    print()
    print("sgemm: %s GFLOP/s before the rows of n = %s (Eigen, 2048 x 2048 x 2048 floats, %d "
          "threads, median of %d each)"
          % (", ".join("%.1f" % row[4]["gflops"] for row in rows),
             ", ".join(str(row[0]) for row in rows), args.threads,
             rows[0][4]["repeat"] if rows else 0))
    print()
    print("| n (d_model %d, %d heads) | ours | PyTorch nn.MultiheadAttention (need_weights, "
          "per head) | PyTorch, the same matrix products alone | sgemm limit (flops / "
          "measured peak) | ours / limit | PyTorch / ours |" % (D_MODEL, HEADS))
    print("|---|---|---|---|---|---|---|")
    for n, ours, mha, products, sgemm in rows:
        gflops = sgemm["gflops"]
        limit = flops(n) / (gflops * 1e6)
        print("| %d | %s | %s | %s | %s (%.2f GFLOP at %.0f GFLOP/s) | %.2fx | %.2fx |"
              % (n, fmt_ms(ours["median_ms"]), fmt_ms(mha), fmt_ms(products), fmt_ms(limit),
                 flops(n) / 1e9, gflops, ours["median_ms"] / limit, mha / ours["median_ms"]))
    if tiled:
        print()
        print("| case (d_model %d, %d heads) | n | median | peak resident memory | "
              "time over the full path's at the same n |" % (D_MODEL, HEADS))
        print("|---|---|---|---|---|")
        for line in tiled:
            name = "full recompute" if line["case"] == "full" else \
                "tiled, blocks of %d keys" % line["block"]
            ratio = "%.2fx" % line["vs_full"] if "vs_full" in line else ""
            print("| %s | %d | %s | %.0f MiB | %s |" % (name, line["n"], fmt_ms(line["median_ms"]),
                                                       line["peak_rss_mib"], ratio))
    return 0


if __name__ == "__main__":
    sys.exit(main())
