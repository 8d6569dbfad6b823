#pragma once

#include "Document.h"

#include <QAbstractTableModel>
#include <QLocale>

#include <optional>

namespace attn::ui {

/// One matrix of the document (X, Q, K, V, a projection or b_o) as an editable table.
/// It never writes: setData pushes an undo command. Typed text is parsed in the user's
/// locale (decimal comma where the locale uses one; '.' is always accepted too); text
/// that is not a finite number within ±maxMagnitude is refused with a reason and leaves
/// no undo entry.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// The largest magnitude a typed number may have: keeps every score of the engine's
    /// single-precision arithmetic finite for classroom sizes.
    static constexpr double maxMagnitude = 1e6;
    /// Qt::UserRole: the stored double.
    static constexpr int ValueRole = Qt::UserRole;

    MatrixModel(Document *document, MatrixId matrix, QObject *parent = nullptr);

    Document *document() const { return m_document; }
    MatrixId matrixId() const { return m_matrix; }
    QLocale locale() const { return m_locale; }
    void setLocale(const QLocale &locale);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The cells of [top..bottom] x [left..right] as tab-separated lines, in the locale.
    QString copyBlock(int top, int left, int bottom, int right) const;
    /// Pastes tab-separated text with its top-left cell at (row, column) as one undo step;
    /// what falls outside the matrix is dropped without being split or read. Refuses the
    /// whole block if one cell is not a valid number. Of a text longer than
    /// maxPasteCharacters only the lines before that many characters are read, and the
    /// status message says how many characters were ignored.
    bool pasteBlock(int row, int column, const QString &text);

    /// 4 Mi characters (4,194,304), about 65,000 lines of 64 short numbers: more than anyone
    /// copies from a spreadsheet, little enough to read at once (README, Editing).
    static constexpr qsizetype maxPasteCharacters = qsizetype(4) << 20;

signals:
    /// Typed or pasted text was refused: why, for the status bar.
    void inputRejected(const QString &why);
    /// A note for the status bar (a paste that did not fit).
    void statusMessage(const QString &text);

private:
    void onMatrixChanged(MatrixId id, int top, int left, int bottom, int right);
    void onLabelsChanged();
    void reject(const QString &why);

    Document *m_document;
    MatrixId m_matrix;
    QLocale m_locale;
};

} // namespace attn::ui
