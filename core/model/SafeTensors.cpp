#include "SafeTensors.h"

#include "InputFile.h"
#include "JsonInput.h"
#include "LocalFile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSet>
#include <QtEndian>
#include <qfloat16.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include <sys/mman.h>
#include <unistd.h>

namespace attn {

struct SafeTensors::MappedFile
{
    QString path;
    QFile file;
    const uchar *bytes = nullptr;
    qint64 size = 0;
};

namespace {

/// Lets the kernel drop the mapped pages of [begin, begin + length) from this process's
/// memory (they are read again from the file if touched): once a tensor is converted into
/// the model's own float32 copy, its file pages need not stay resident, so reading a
/// checkpoint peaks near the weights' size instead of twice it.
void releasePages(const uchar *begin, qint64 length)
{
    static const qintptr page = qintptr(sysconf(_SC_PAGESIZE));
    const qintptr first = (qintptr(begin) + page - 1) / page * page; // whole pages inside only
    const qintptr last = (qintptr(begin) + qintptr(length)) / page * page;
    if (last > first)
        madvise(reinterpret_cast<void *>(first), size_t(last - first), MADV_DONTNEED);
}

/// A sharded checkpoint of more shards than this is refused before any is opened.
constexpr int maxShards = 4096;

QString quoted(const QString &name)
{
    return QStringLiteral("“") + name + QStringLiteral("”");
}

/// "100,000,000": a count in a message, grouped as the app's English messages write it.
QString count(qint64 n)
{
    return QLocale(QLocale::English, QLocale::UnitedStates).toString(n);
}

/// The format's element types and their widths in bytes; 0 for a name it does not have.
int widthOf(const QString &dtype)
{
    static const QMap<QString, int> widths{
        {QStringLiteral("F64"), 8},  {QStringLiteral("F32"), 4},     {QStringLiteral("F16"), 2},
        {QStringLiteral("BF16"), 2}, {QStringLiteral("I64"), 8},     {QStringLiteral("I32"), 4},
        {QStringLiteral("I16"), 2},  {QStringLiteral("I8"), 1},      {QStringLiteral("U64"), 8},
        {QStringLiteral("U32"), 4},  {QStringLiteral("U16"), 2},     {QStringLiteral("U8"), 1},
        {QStringLiteral("BOOL"), 1}, {QStringLiteral("F8_E4M3"), 1}, {QStringLiteral("F8_E5M2"), 1},
        {QStringLiteral("C64"), 8},
    };
    return widths.value(dtype, 0);
}

TensorDtype dtypeOf(const QString &dtype)
{
    if (dtype == QLatin1String("F32"))
        return TensorDtype::F32;
    if (dtype == QLatin1String("F16"))
        return TensorDtype::F16;
    if (dtype == QLatin1String("BF16"))
        return TensorDtype::BF16;
    return TensorDtype::Other;
}

/// A JSON number that is a whole number in [0, 2^53]; -1 otherwise.
qint64 wholeNumber(const QJsonValue &value)
{
    if (!value.isDouble())
        return -1;
    const double d = value.toDouble();
    if (!(d >= 0) || d > 9007199254740992.0 || d != std::floor(d))
        return -1;
    return qint64(d);
}

bool fail(const QString &path, const QString &why, QString *error)
{
    return inFile(path, why, error);
}

} // namespace

QString shapeText(const std::vector<qint64> &shape)
{
    QStringList parts;
    for (const qint64 d : shape)
        parts << QString::number(d);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

SafeTensors::SafeTensors() = default;
SafeTensors::~SafeTensors() = default;
SafeTensors::SafeTensors(SafeTensors &&) noexcept = default;
SafeTensors &SafeTensors::operator=(SafeTensors &&) noexcept = default;

void SafeTensors::clear()
{
    m_files.clear();
    m_tensors.clear();
    m_byName.clear();
    m_metadata.clear();
}

bool SafeTensors::open(const QString &path, QString *error)
{
    clear();
    const QFileInfo info(path);
    bool ok = false;
    if (info.isDir()) {
        const QDir dir(path);
        const QString index = dir.filePath(QStringLiteral("model.safetensors.index.json"));
        const QString single = dir.filePath(QStringLiteral("model.safetensors"));
        if (QFileInfo::exists(index))
            ok = openIndex(index, error);
        else if (QFileInfo::exists(single))
            ok = openFile(single, error);
        else
            ok = fail(path,
                      QStringLiteral("the folder holds neither model.safetensors nor "
                                     "model.safetensors.index.json"),
                      error);
    } else if (path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive)) {
        ok = openIndex(path, error);
    } else {
        ok = openFile(path, error);
    }
    if (!ok)
        clear();
    return ok;
}

bool SafeTensors::openFile(const QString &path, QString *error)
{
    auto mapped = std::make_unique<MappedFile>();
    mapped->path = path;
    QString why;
    if (!openRegularFile(path, mapped->file, &why))
        return fail(path, why, error);
    mapped->size = mapped->file.size();
    if (mapped->size < 8)
        return fail(path,
                    QStringLiteral("the file has %1 bytes, fewer than the 8 of its header length")
                        .arg(mapped->size),
                    error);
    mapped->bytes = mapped->file.map(0, mapped->size);
    if (!mapped->bytes)
        return fail(path,
                    QStringLiteral("the file could not be mapped into memory (%1)")
                        .arg(mapped->file.errorString()),
                    error);
    const quint64 headerLength = qFromLittleEndian<quint64>(mapped->bytes);
    if (headerLength > quint64(maxHeaderBytes))
        return fail(
            path,
            QStringLiteral("its header length, %1 bytes, is over the format's limit of "
                           "%2 bytes")
                .arg(QLocale(QLocale::English, QLocale::UnitedStates).toString(headerLength),
                     count(maxHeaderBytes)),
            error);
    if (qint64(headerLength) > mapped->size - 8)
        return fail(path,
                    QStringLiteral("its header length, %1 bytes, runs past the end of the file "
                                   "(%2 bytes)")
                        .arg(count(qint64(headerLength)), count(mapped->size)),
                    error);
    const QByteArray header = QByteArray::fromRawData(
        reinterpret_cast<const char *>(mapped->bytes) + 8, qsizetype(headerLength));
    if (!header.startsWith('{'))
        return fail(path, QStringLiteral("its header does not start with “{”"), error);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(header, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return fail(path,
                    QStringLiteral("its header is not a JSON object (%1 at byte %2)")
                        .arg(parseError.errorString())
                        .arg(8 + parseError.offset),
                    error);
    const qint64 dataStart = 8 + qint64(headerLength);
    const qint64 dataBytes = mapped->size - dataStart;
    const int fileIndex = int(m_files.size());
    const QJsonObject entries = document.object();

    struct Span
    {
        qint64 begin, end;
        QString name;
    };
    std::vector<Span> spans;
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        const QString &name = it.key();
        if (name == QLatin1String("__metadata__")) {
            if (!it->isObject())
                return fail(path, QStringLiteral("its “__metadata__” is not an object"), error);
            const QJsonObject metadata = it->toObject();
            for (auto m = metadata.begin(); m != metadata.end(); ++m) {
                if (!m->isString())
                    return fail(path,
                                QStringLiteral("its “__metadata__” entry %1 is not a string")
                                    .arg(quoted(m.key())),
                                error);
                if (fileIndex == 0)
                    m_metadata.insert(m.key(), m->toString());
            }
            continue;
        }
        const QString where = QStringLiteral("tensor ") + quoted(name);
        if (!it->isObject())
            return fail(path, where + QStringLiteral(": its entry is not an object"), error);
        const QJsonObject entry = it->toObject();
        TensorInfo tensor;
        tensor.name = name;
        tensor.file = fileIndex;
        tensor.dtypeText = entry.value(QLatin1String("dtype")).toString();
        tensor.elementBytes = widthOf(tensor.dtypeText);
        if (tensor.elementBytes == 0)
            return fail(path,
                        where
                            + QStringLiteral(": dtype %1 is not one of the format's types")
                                  .arg(quoted(tensor.dtypeText)),
                        error);
        tensor.dtype = dtypeOf(tensor.dtypeText);
        const QJsonValue shapeValue = entry.value(QLatin1String("shape"));
        if (!shapeValue.isArray())
            return fail(path, where + QStringLiteral(": its shape is not a list"), error);
        for (const QJsonValue &d : shapeValue.toArray()) {
            const qint64 extent = wholeNumber(d);
            if (extent < 0)
                return fail(path,
                            where
                                + QStringLiteral(": its shape holds something other than "
                                                 "whole numbers from 0 up"),
                            error);
            if (extent != 0 && tensor.elements > std::numeric_limits<qint64>::max() / 8 / extent)
                return fail(path, where + QStringLiteral(": its shape is impossibly large"), error);
            tensor.elements *= extent;
            tensor.shape.push_back(extent);
        }
        const QJsonArray offsets = entry.value(QLatin1String("data_offsets")).toArray();
        const qint64 begin = offsets.size() == 2 ? wholeNumber(offsets.at(0)) : -1;
        const qint64 end = offsets.size() == 2 ? wholeNumber(offsets.at(1)) : -1;
        if (begin < 0 || end < 0)
            return fail(path,
                        where + QStringLiteral(": its data_offsets are not two whole numbers"),
                        error);
        if (begin > end || end > dataBytes)
            return fail(path,
                        where
                            + QStringLiteral(": its data offsets [%1, %2] lie outside the "
                                             "file's %3 bytes of data")
                                  .arg(count(begin), count(end), count(dataBytes)),
                        error);
        const qint64 needed = tensor.elements * tensor.elementBytes;
        if (end - begin != needed)
            return fail(path,
                        where
                            + QStringLiteral(": shape %1 of %2 needs %3 bytes, its data "
                                             "offsets hold %4")
                                  .arg(shapeText(tensor.shape), tensor.dtypeText, count(needed),
                                       count(end - begin)),
                        error);
        if (m_byName.contains(name)) // only across shards: a JSON object's keys are unique
            return fail(
                path,
                where
                    + QStringLiteral(" is also in %1")
                          .arg(displayPath(
                              m_files[size_t(m_tensors[size_t(m_byName.value(name))].file)]->path)),
                error);
        tensor.offset = dataStart + begin;
        spans.push_back({begin, end, name});
        m_byName.insert(name, int(m_tensors.size()));
        m_tensors.push_back(std::move(tensor));
    }
    // No overlap and no gap: the tensors tile the data buffer exactly, as the format says.
    std::sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) {
        return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
    });
    qint64 covered = 0;
    const Span *previous = nullptr;
    for (const Span &span : spans) {
        if (span.begin < covered)
            return fail(path,
                        QStringLiteral("tensors %1 and %2 overlap (data bytes %3 to %4)")
                            .arg(quoted(previous->name), quoted(span.name), count(span.begin),
                                 count(covered)),
                        error);
        if (span.begin > covered)
            return fail(path,
                        QStringLiteral("data bytes %1 to %2, before tensor %3, belong to no "
                                       "tensor")
                            .arg(count(covered), count(span.begin), quoted(span.name)),
                        error);
        covered = span.end;
        previous = &span;
    }
    if (covered != dataBytes)
        return fail(path,
                    QStringLiteral("the last %1 bytes of data belong to no tensor")
                        .arg(count(dataBytes - covered)),
                    error);
    m_files.push_back(std::move(mapped));
    return true;
}

bool SafeTensors::openIndex(const QString &path, QString *error)
{
    QJsonObject index;
    if (!json::readObjectFile(path, index, error))
        return false;
    const QJsonValue mapValue = index.value(QLatin1String("weight_map"));
    if (!mapValue.isObject())
        return fail(path, QStringLiteral("it has no “weight_map” object"), error);
    const QJsonObject weightMap = mapValue.toObject();
    QStringList shards;
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        if (!it->isString())
            return fail(
                path, QStringLiteral("tensor %1's shard is not a file name").arg(quoted(it.key())),
                error);
        const QString shard = it->toString();
        if (shard.isEmpty() || shard.contains(QLatin1Char('/')) || shard.contains(QLatin1Char('\\'))
            || shard == QLatin1String("..") || shard == QLatin1String("."))
            return fail(path,
                        QStringLiteral("tensor %1's shard %2 is not a file name in the "
                                       "checkpoint's folder")
                            .arg(quoted(it.key()), quoted(shard)),
                        error);
        if (!shards.contains(shard)) {
            if (shards.size() == maxShards)
                return fail(path, QStringLiteral("it lists more than %1 shards").arg(maxShards),
                            error);
            shards << shard;
        }
    }
    if (shards.isEmpty())
        return fail(path, QStringLiteral("its “weight_map” lists no tensor"), error);
    const QDir folder = QFileInfo(path).absoluteDir();
    QMap<QString, int> shardIndex;
    for (const QString &shard : shards) {
        shardIndex.insert(shard, int(m_files.size()));
        if (!openFile(folder.filePath(shard), error))
            return false;
    }
    for (auto it = weightMap.begin(); it != weightMap.end(); ++it) {
        const TensorInfo *tensor = find(it.key());
        const int expected = shardIndex.value(it->toString());
        if (!tensor || tensor->file != expected)
            return fail(path,
                        QStringLiteral("tensor %1 is listed in shard %2, which does not hold it")
                            .arg(quoted(it.key()), quoted(it->toString())),
                        error);
    }
    const QJsonObject metadata = index.value(QLatin1String("metadata")).toObject();
    for (auto m = metadata.begin(); m != metadata.end(); ++m)
        if (m->isString() && !m_metadata.contains(m.key()))
            m_metadata.insert(m.key(), m->toString());
    return true;
}

const TensorInfo *SafeTensors::find(const QString &name) const
{
    const auto it = m_byName.constFind(name);
    return it == m_byName.constEnd() ? nullptr : &m_tensors[size_t(*it)];
}

QStringList SafeTensors::files() const
{
    QStringList paths;
    for (const auto &file : m_files)
        paths << file->path;
    return paths;
}

qint64 SafeTensors::storedBytes() const
{
    qint64 total = 0;
    for (const TensorInfo &tensor : m_tensors)
        total += tensor.elements * tensor.elementBytes;
    return total;
}

bool SafeTensors::read(const TensorInfo &info, std::vector<float> &out, QString *error) const
{
    if (info.file < 0 || size_t(info.file) >= m_files.size()) {
        if (error)
            *error = QStringLiteral("tensor %1 is not in this checkpoint").arg(quoted(info.name));
        return false;
    }
    const MappedFile &file = *m_files[size_t(info.file)];
    const QString where = QStringLiteral("tensor ") + quoted(info.name);
    if (info.dtype == TensorDtype::Other)
        return fail(file.path,
                    where
                        + QStringLiteral(": its dtype %1 is not one weights are read from (F32, "
                                         "F16 or BF16)")
                              .arg(info.dtypeText),
                    error);
    const uchar *bytes = file.bytes + info.offset;
    out.resize(size_t(info.elements));
    if (info.elements == 0) // a tensor with a zero in its shape: nothing to copy (or to check)
        return true;
    switch (info.dtype) {
    case TensorDtype::F32:
        std::memcpy(out.data(), bytes, size_t(info.elements) * 4);
        break;
    case TensorDtype::F16: {
        std::vector<qfloat16> halves(size_t(info.elements));
        std::memcpy(halves.data(), bytes, size_t(info.elements) * 2);
        qFloatFromFloat16(out.data(), halves.data(), qsizetype(info.elements));
        break;
    }
    case TensorDtype::BF16:
        for (qint64 i = 0; i < info.elements; ++i) {
            const quint32 bits = quint32(qFromLittleEndian<quint16>(bytes + 2 * i)) << 16;
            std::memcpy(&out[size_t(i)], &bits, 4);
        }
        break;
    case TensorDtype::Other:
        break;
    }
    releasePages(bytes, info.elements * info.elementBytes);
    for (size_t i = 0; i < out.size(); ++i)
        if (!std::isfinite(out[i])) {
            const QString what
                = std::isnan(out[i]) ? QStringLiteral("NaN") : QStringLiteral("an infinity");
            out.clear();
            return fail(file.path,
                        where
                            + QStringLiteral(": element %1 is %2, not a weight")
                                  .arg(count(qint64(i)), what),
                        error);
        }
    return true;
}

bool SafeTensors::readMatrix(
    const QString &name, qint64 rows, qint64 cols,
    Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> &out,
    QString *error) const
{
    const TensorInfo *info = find(name);
    const QString firstFile = m_files.empty() ? QString() : m_files.front()->path;
    if (!info)
        return fail(firstFile, QStringLiteral("the checkpoint has no tensor %1").arg(quoted(name)),
                    error);
    const std::vector<qint64> expected = rows == 1 && info->shape.size() == 1
                                             ? std::vector<qint64>{cols}
                                             : std::vector<qint64>{rows, cols};
    if (info->shape != expected)
        return fail(m_files[size_t(info->file)]->path,
                    QStringLiteral("tensor %1 has shape %2, expected %3")
                        .arg(quoted(name), shapeText(info->shape), shapeText(expected)),
                    error);
    std::vector<float> values;
    if (!read(*info, values, error))
        return false;
    out = Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
        values.data(), Eigen::Index(rows), Eigen::Index(cols));
    return true;
}

} // namespace attn
