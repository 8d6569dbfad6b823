#include "Positions.h"

#include "Scenario.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace attn {

namespace {

bool sameMatrix(const MatrixD &a, const MatrixD &b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && a == b;
}

std::string kindText(PositionKind kind)
{
    return std::string("\"") + positionKindName(kind) + '"';
}

/// The keys a kind uses: a key of another kind is an error naming it.
std::string checkKeys(const PositionEncoding &p)
{
    const bool usesBase = p.kind == PositionKind::Sinusoidal || p.kind == PositionKind::Rope;
    if (p.base && !usesBase)
        return "positions.base: not used by " + kindText(p.kind);
    if (p.table && p.kind != PositionKind::Learned)
        return "positions.table: not used by " + kindText(p.kind);
    if (p.slopes && p.kind != PositionKind::Alibi)
        return "positions.slopes: not used by " + kindText(p.kind);
    if (p.base && !(std::isfinite(*p.base) && *p.base > 0))
        return "positions.base: must be a finite number greater than 0";
    return {};
}

} // namespace

bool PositionEncoding::operator==(const PositionEncoding &o) const
{
    return kind == o.kind && base == o.base && table.has_value() == o.table.has_value()
           && (!table || sameMatrix(*table, *o.table)) && slopes == o.slopes;
}

const char *positionKindName(PositionKind kind)
{
    switch (kind) {
    case PositionKind::Sinusoidal:
        return "sinusoidal";
    case PositionKind::Learned:
        return "learned";
    case PositionKind::Rope:
        return "rope";
    case PositionKind::Alibi:
        return "alibi";
    }
    return "sinusoidal";
}

bool positionKindFromName(const std::string &name, PositionKind &kind)
{
    for (PositionKind k :
         {PositionKind::Sinusoidal, PositionKind::Learned, PositionKind::Rope, PositionKind::Alibi})
        if (name == positionKindName(k)) {
            kind = k;
            return true;
        }
    return false;
}

std::string validatePositions(const Scenario &s)
{
    if (!s.positions)
        return {};
    const PositionEncoding &p = *s.positions;
    std::string error = checkKeys(p);
    if (!error.empty())
        return error;
    const bool direct = s.mode == Mode::Direct;
    switch (p.kind) {
    case PositionKind::Sinusoidal:
    case PositionKind::Learned:
        if (direct)
            return "positions.kind: " + kindText(p.kind)
                   + " adds to the embeddings before the projections, so it needs "
                     "self-attention mode (tokens and embeddings), not q, k and v";
        if (p.kind == PositionKind::Learned) {
            if (!p.table)
                return "positions.table: missing (\"learned\" needs a table, n_tokens x "
                       "d_model)";
            const MatrixD &t = *p.table;
            if (t.rows() != s.embeddings.rows() || t.cols() != s.embeddings.cols())
                return "positions.table: expected a " + std::to_string(s.embeddings.rows()) + " x "
                       + std::to_string(s.embeddings.cols()) + " matrix (n_tokens x d_model), got "
                       + std::to_string(t.rows()) + " x " + std::to_string(t.cols());
            for (Eigen::Index r = 0; r < t.rows(); ++r)
                for (Eigen::Index c = 0; c < t.cols(); ++c)
                    if (!std::isfinite(t(r, c)))
                        return "positions.table[" + std::to_string(r) + "][" + std::to_string(c)
                               + "]: not a finite number";
        }
        break;
    case PositionKind::Rope:
        if (s.headDim() % 2 != 0)
            return "positions.kind: \"rope\" rotates pairs of components, so d_k must be even, "
                   "got d_k = "
                   + std::to_string(s.headDim());
        break;
    case PositionKind::Alibi: {
        const int heads = direct ? 1 : s.numHeads;
        if (p.slopes) {
            if (int(p.slopes->size()) != heads)
                return "positions.slopes: expected " + std::to_string(heads)
                       + " numbers (one per head), got " + std::to_string(p.slopes->size());
            for (size_t h = 0; h < p.slopes->size(); ++h)
                if (!std::isfinite((*p.slopes)[h]))
                    return "positions.slopes[" + std::to_string(h) + "]: not a finite number";
        }
        break;
    }
    }
    return {};
}

void fitPositionTable(Scenario &s)
{
    if (!s.positions || !s.positions->table || s.mode != Mode::SelfAttention)
        return;
    const MatrixD &old = *s.positions->table;
    MatrixD t = MatrixD::Zero(s.embeddings.rows(), s.embeddings.cols());
    const Eigen::Index rows = std::min(old.rows(), t.rows());
    const Eigen::Index cols = std::min(old.cols(), t.cols());
    t.topLeftCorner(rows, cols) = old.topLeftCorner(rows, cols);
    s.positions->table = std::move(t);
}

MatrixD sinusoidalTable(int rows, int dModel, double base)
{
    MatrixD pe(rows, dModel);
    for (int i = 0; i < rows; ++i)
        for (int c = 0; c < dModel; ++c) {
            const int twoM = c - c % 2;
            const double angle = double(i) / std::pow(base, double(twoM) / double(dModel));
            pe(i, c) = c % 2 == 0 ? std::sin(angle) : std::cos(angle);
        }
    return pe;
}

MatrixD positionTable(const Scenario &s)
{
    if (!s.positions || s.mode != Mode::SelfAttention)
        return {};
    if (s.positions->kind == PositionKind::Sinusoidal)
        return sinusoidalTable(int(s.embeddings.rows()), int(s.embeddings.cols()),
                               s.positions->effectiveBase());
    if (s.positions->kind == PositionKind::Learned && s.positions->table)
        return *s.positions->table;
    return {};
}

double ropeAngle(int position, int pair, int dK, double base)
{
    return double(position) * std::pow(base, -2.0 * double(pair) / double(dK));
}

namespace {

/// Turns one row of d_k components pair by pair as the row of `position`: sign +1 by the
/// angle, -1 back (the rotation's transpose).
template<typename T>
void rotateRow(T *row, int dK, int position, double base, double sign)
{
    for (int m = 0; 2 * m + 1 < dK; ++m) {
        const double angle = sign * ropeAngle(position, m, dK, base);
        const T c = T(std::cos(angle));
        const T s = T(std::sin(angle));
        const T a = row[2 * m];
        const T b = row[2 * m + 1];
        row[2 * m] = a * c - b * s;
        row[2 * m + 1] = a * s + b * c;
    }
}

template<typename M>
void rotate(M &rows, double base, double sign)
{
    for (Eigen::Index p = 0; p < rows.rows(); ++p)
        rotateRow(rows.row(p).data(), int(rows.cols()), int(p), base, sign);
}

} // namespace

void rotatePairs(Matrix &rows, double base)
{
    rotate(rows, base, 1);
}

void rotatePairsAt(Eigen::Ref<RowVector> row, int position, double base)
{
    rotateRow(row.data(), int(row.size()), position, base, 1);
}

void rotatePairs(MatrixD &rows, double base)
{
    rotate(rows, base, 1);
}

void rotatePairsBack(MatrixD &rows, double base)
{
    rotate(rows, base, -1);
}

std::vector<double> ropeScoreByDistance(const VectorD &q, const VectorD &k, double base,
                                        int maxDistance)
{
    std::vector<double> scores;
    const int dK = int(q.size());
    for (int d = -maxDistance; d <= maxDistance; ++d) {
        double sum = 0;
        for (int m = 0; 2 * m + 1 < dK; ++m) {
            const double angle = ropeAngle(d, m, dK, base);
            const double a = q(2 * m) * k(2 * m) + q(2 * m + 1) * k(2 * m + 1);
            const double b = q(2 * m) * k(2 * m + 1) - q(2 * m + 1) * k(2 * m);
            sum += a * std::cos(angle) + b * std::sin(angle);
        }
        scores.push_back(sum);
    }
    return scores;
}

std::vector<double> defaultAlibiSlopes(int heads)
{
    std::vector<double> slopes;
    for (int h = 1; h <= heads; ++h)
        slopes.push_back(std::exp2(-8.0 * h / heads));
    return slopes;
}

std::vector<double> alibiSlopes(const Scenario &s)
{
    if (s.positions && s.positions->slopes)
        return *s.positions->slopes;
    return defaultAlibiSlopes(s.mode == Mode::Direct ? 1 : s.numHeads);
}

Scalar alibiBias(double slope, Eigen::Index query, Eigen::Index key)
{
    const double bias = -slope * double(std::abs(query - key));
    // Outside float's range the conversion is undefined: the bias is infinite there, which
    // the engine refuses by name (positions::biasError).
    if (!(std::fabs(bias) <= double(std::numeric_limits<Scalar>::max())))
        return bias < 0 ? -std::numeric_limits<Scalar>::infinity()
                        : std::numeric_limits<Scalar>::infinity();
    return Scalar(bias);
}

} // namespace attn
