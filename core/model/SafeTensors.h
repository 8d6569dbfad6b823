#pragma once

// A checkpoint in the safetensors format, as the Hugging Face layout stores a model's weights:
// one file (model.safetensors) or shards listed by model.safetensors.index.json. The files are
// memory-mapped: opening a 1 GB checkpoint reads its headers only, and a tensor's bytes are
// touched when it is read. Every check the format implies is made on open (see
// docs/models.md), so a hostile file gets a message that names the file and the tensor.

#include <Eigen/Core>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QFile;

namespace attn {

/// The element types weights are read from. A checkpoint may also hold tensors of the
/// format's other types (I64 position ids, BOOL masks, F64, ...): they are checked on open
/// like any other (Other), and refused only when read.
enum class TensorDtype { F32, F16, BF16, Other };

/// One tensor of a checkpoint, as its header declares it.
struct TensorInfo
{
    QString name;
    TensorDtype dtype = TensorDtype::F32;
    QString dtypeText; ///< the header's own name: "F32", "BF16", "I64", ...
    int elementBytes = 4;
    std::vector<qint64> shape; ///< row-major; empty for a scalar
    qint64 elements = 1;       ///< the product of the shape
    qint64 offset = 0;         ///< of its first byte, from the start of its file
    int file = 0;              ///< index into SafeTensors::files()
};

class SafeTensors
{
public:
    /// The largest header the format's reference library accepts: 100,000,000 bytes.
    static constexpr qint64 maxHeaderBytes = 100000000;

    SafeTensors();
    ~SafeTensors();
    SafeTensors(SafeTensors &&) noexcept;
    SafeTensors &operator=(SafeTensors &&) noexcept;

    /// Opens `path`: a .safetensors file, a model.safetensors.index.json, or a folder holding
    /// either (the index wins when both are there). On failure returns false and sets `error`
    /// to "FILE: why", naming the tensor where one is at fault; `*this` is then empty.
    bool open(const QString &path, QString *error);

    bool isOpen() const { return !m_files.empty(); }
    const std::vector<TensorInfo> &tensors() const { return m_tensors; }
    /// The tensor named `name`, or nullptr.
    const TensorInfo *find(const QString &name) const;
    /// The files the tensors live in (one, or the shards in the index's order of first use).
    QStringList files() const;
    /// The first file's "__metadata__" (a sharded checkpoint's index "metadata" entries that
    /// are strings are added where the shard has none).
    const QMap<QString, QString> &metadata() const { return m_metadata; }
    /// The bytes all tensors hold, as stored.
    qint64 storedBytes() const;

    /// Reads tensor `info` as float32 into `out` (its elements in row-major order). F16 and
    /// BF16 widen exactly. A NaN or an infinity is refused: "FILE: tensor “NAME”: element 12
    /// is not a finite number". Allocates only the tensor's own elements.
    bool read(const TensorInfo &info, std::vector<float> &out, QString *error) const;
    /// Reads a 2-D tensor of exactly `rows` x `cols` (a 1-D one when rows is 1 and the tensor
    /// is [cols]) into `out`; a tensor missing or of another shape is refused by name, with
    /// both shapes: "tensor “h.0.attn.c_attn.weight” has shape [8, 24], expected [8, 12]".
    bool readMatrix(const QString &name, qint64 rows, qint64 cols,
                    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> &out,
                    QString *error) const;

private:
    struct MappedFile;
    bool openFile(const QString &path, QString *error);
    bool openIndex(const QString &path, QString *error);
    void clear();

    std::vector<std::unique_ptr<MappedFile>> m_files;
    std::vector<TensorInfo> m_tensors;
    QMap<QString, int> m_byName;
    QMap<QString, QString> m_metadata;
};

/// "[8, 24]": a shape as messages write it.
QString shapeText(const std::vector<qint64> &shape);

} // namespace attn
