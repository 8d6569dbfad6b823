#!/usr/bin/python3
"""An independent forward pass of GPT-2 and of the Llama family (Qwen2's biases, grouped-query
attention, Hugging Face's RoPE), in float64 NumPy, written from the architectures' papers and
Hugging Face's modelling code, not from the app's. It reads a model folder (config.json and a
safetensors file or a sharded index) with its own safetensors parser and prints JSON:
{"logits": [[...] per position], "attention": [[n x n per head] per layer]}.

  transformer_reference.py FOLDER IDS [--unscaled L,...] [--no-causal] [--ablate L.H[:mean],...]

IDS are comma-separated token ids. tst_modelforward compares the app's forward pass with it.
"""
import json
import os
import struct
import sys

import numpy as np


def read_safetensors(path):
    with open(path, "rb") as f:
        data = f.read()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    tensors = {}
    for name, entry in header.items():
        if name == "__metadata__":
            continue
        begin, end = entry["data_offsets"]
        raw = data[8 + n + begin:8 + n + end]
        shape = entry["shape"]
        dtype = entry["dtype"]
        if dtype == "F32":
            a = np.frombuffer(raw, dtype="<f4").astype(np.float64)
        elif dtype == "F16":
            a = np.frombuffer(raw, dtype="<f2").astype(np.float64)
        elif dtype == "BF16":
            bits = np.frombuffer(raw, dtype="<u2").astype(np.uint32) << 16
            a = bits.view(np.float32).astype(np.float64)
        else:
            continue
        tensors[name] = a.reshape(shape)
    return tensors


def read_folder(folder):
    index = os.path.join(folder, "model.safetensors.index.json")
    if os.path.exists(index):
        with open(index) as f:
            shards = sorted(set(json.load(f)["weight_map"].values()))
        tensors = {}
        for shard in shards:
            tensors.update(read_safetensors(os.path.join(folder, shard)))
        return tensors
    return read_safetensors(os.path.join(folder, "model.safetensors"))


def layer_norm(x, w, b, eps):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + eps) * w + b


def rms_norm(x, w, eps):
    return x / np.sqrt((x ** 2).mean(-1, keepdims=True) + eps) * w


def gelu_new(x):
    return 0.5 * x * (1.0 + np.tanh(np.sqrt(2.0 / np.pi) * (x + 0.044715 * x ** 3)))


def rope(x, theta):
    # Hugging Face's rotate_half layout: dimension i pairs with i + d/2.
    n, d = x.shape
    inv = theta ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    angles = np.outer(np.arange(n, dtype=np.float64), inv)
    cos = np.concatenate([np.cos(angles)] * 2, axis=1)
    sin = np.concatenate([np.sin(angles)] * 2, axis=1)
    rotated = np.concatenate([-x[:, d // 2:], x[:, :d // 2]], axis=1)
    return x * cos + rotated * sin


def attend(q, k, v, scale, causal):
    s = q @ k.T * scale
    n = s.shape[0]
    if causal:
        s = np.where(np.tril(np.ones((n, n), dtype=bool)), s, -np.inf)
    s = s - s.max(-1, keepdims=True)
    w = np.exp(s)
    w = w / w.sum(-1, keepdims=True)
    return w, w @ v


def ablated(o, kind):
    """A head's output after its ablation: zero, or its mean over the positions."""
    if kind == "zero":
        return np.zeros_like(o)
    if kind == "mean":
        return np.tile(o.mean(0), (o.shape[0], 1))
    return o


def main():
    folder, ids = sys.argv[1], [int(t) for t in sys.argv[2].split(",")]
    unscaled, causal, ablate = set(), True, {}
    args = sys.argv[3:]
    while args:
        a = args.pop(0)
        if a == "--unscaled":
            unscaled = {int(x) for x in args.pop(0).split(",")}
        elif a == "--no-causal":
            causal = False
        elif a == "--ablate":
            for item in args.pop(0).split(","):
                head, _, kind = item.partition(":")
                layer, h = head.split(".")
                ablate[(int(layer), int(h))] = kind or "zero"
    with open(os.path.join(folder, "config.json")) as f:
        config = json.load(f)
    t = read_folder(folder)
    arch = (config.get("architectures") or [config.get("model_type")])[0]
    gpt2 = arch in ("GPT2LMHeadModel", "gpt2")
    n = len(ids)
    attention = []
    if gpt2:
        p = "transformer." if "transformer.wte.weight" in t else ""
        d, heads = config["n_embd"], config["n_head"]
        hd, eps = d // heads, config.get("layer_norm_epsilon", 1e-5)
        x = t[p + "wte.weight"][ids] + t[p + "wpe.weight"][:n]
        for l in range(config["n_layer"]):
            h = f"{p}h.{l}."
            a = layer_norm(x, t[h + "ln_1.weight"], t[h + "ln_1.bias"], eps)
            qkv = a @ t[h + "attn.c_attn.weight"] + t[h + "attn.c_attn.bias"]
            q, k, v = qkv[:, :d], qkv[:, d:2 * d], qkv[:, 2 * d:]
            outs, maps = [], []
            for i in range(heads):
                sl = slice(i * hd, (i + 1) * hd)
                w, o = attend(q[:, sl], k[:, sl], v[:, sl],
                              1.0 if l in unscaled else 1.0 / np.sqrt(hd), causal)
                outs.append(ablated(o, ablate.get((l, i))))
                maps.append(w.tolist())
            attention.append(maps)
            x = x + np.concatenate(outs, 1) @ t[h + "attn.c_proj.weight"] + t[h + "attn.c_proj.bias"]
            m = layer_norm(x, t[h + "ln_2.weight"], t[h + "ln_2.bias"], eps)
            m = gelu_new(m @ t[h + "mlp.c_fc.weight"] + t[h + "mlp.c_fc.bias"])
            x = x + m @ t[h + "mlp.c_proj.weight"] + t[h + "mlp.c_proj.bias"]
        x = layer_norm(x, t[p + "ln_f.weight"], t[p + "ln_f.bias"], eps)
        logits = x @ t[p + "wte.weight"].T
    else:
        d, heads = config["hidden_size"], config["num_attention_heads"]
        kv = config.get("num_key_value_heads", heads)
        hd = config.get("head_dim", d // heads)
        eps, theta = config.get("rms_norm_eps", 1e-6), config.get("rope_theta", 10000.0)
        bias = arch == "Qwen2ForCausalLM" or config.get("attention_bias", False)
        x = t["model.embed_tokens.weight"][ids]
        for l in range(config["num_hidden_layers"]):
            m = f"model.layers.{l}."
            a = rms_norm(x, t[m + "input_layernorm.weight"], eps)
            proj = {}
            for name in "qkv":
                y = a @ t[f"{m}self_attn.{name}_proj.weight"].T
                if bias:
                    y = y + t[f"{m}self_attn.{name}_proj.bias"]
                proj[name] = y
            outs, maps = [], []
            for i in range(heads):
                g = i // (heads // kv)
                q = rope(proj["q"][:, i * hd:(i + 1) * hd], theta)
                k = rope(proj["k"][:, g * hd:(g + 1) * hd], theta)
                w, o = attend(q, k, proj["v"][:, g * hd:(g + 1) * hd],
                              1.0 if l in unscaled else 1.0 / np.sqrt(hd), causal)
                outs.append(ablated(o, ablate.get((l, i))))
                maps.append(w.tolist())
            attention.append(maps)
            x = x + np.concatenate(outs, 1) @ t[m + "self_attn.o_proj.weight"].T
            h2 = rms_norm(x, t[m + "post_attention_layernorm.weight"], eps)
            gate = h2 @ t[m + "mlp.gate_proj.weight"].T
            up = h2 @ t[m + "mlp.up_proj.weight"].T
            x = x + (gate / (1 + np.exp(-gate)) * up) @ t[m + "mlp.down_proj.weight"].T
        x = rms_norm(x, t["model.norm.weight"], eps)
        head = t["model.embed_tokens.weight"] if config.get("tie_word_embeddings") else t["lm_head.weight"]
        logits = x @ head.T
    json.dump({"logits": logits.tolist(), "attention": attention}, sys.stdout)


if __name__ == "__main__":
    main()
