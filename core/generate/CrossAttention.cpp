#include "CrossAttention.h"

namespace attn {

bool causalAcrossSequences(const Scenario &s)
{
    if (s.mode != Mode::Direct || !s.causal || s.queryLabels.empty() || s.keyLabels.empty())
        return false;
    const int nq = s.queryCount();
    const int nk = s.keyCount();
    if (int(s.queryLabels.size()) != nq || int(s.keyLabels.size()) != nk)
        return false;
    const int shift = s.causalAlignment == CausalAlignment::BottomRight ? nk - nq : 0;
    for (int i = 0; i < nq; ++i) {
        const int key = i + shift;
        if (key < 0 || key >= nk || s.keyLabels[size_t(key)] != s.queryLabels[size_t(i)])
            return true;
    }
    return false;
}

std::string causalAcrossSequencesWarning()
{
    return "the causal mask lines up queries and keys from two different sequences (their "
           "labels differ): in cross-attention a causal mask makes no sense";
}

} // namespace attn
