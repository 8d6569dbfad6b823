#include "ImportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace attn::ui {

namespace {

constexpr int previewRows = 8;
constexpr int previewColumns = 10;

QString bulleted(const QStringList &lines)
{
    QString html;
    for (const QString &line : lines)
        html += QStringLiteral("<li>%1</li>").arg(line.toHtmlEscaped());
    return html.isEmpty() ? QString() : QStringLiteral("<ul style=\"margin: 0\">%1</ul>").arg(html);
}

} // namespace

ImportDialog::ImportDialog(const Scenario &current, const QString &filePath, QWidget *parent)
    : QDialog(parent)
    , m_current(current)
    , m_filePath(filePath)
    , m_summary(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_preview(new QTableWidget(this))
    , m_notes(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import Matrix"));
    m_loaded = loadMatrixFile(filePath, m_matrix, &m_loadError);

    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notes->setWordWrap(true);
    m_notes->setTextFormat(Qt::RichText);

    m_target->addItem(tr("Embeddings X (self-attention)"), int(ImportTarget::Embeddings));
    m_target->addItem(tr("Queries Q (direct mode)"), int(ImportTarget::Q));
    m_target->addItem(tr("Keys K (direct mode)"), int(ImportTarget::K));
    m_target->addItem(tr("Values V (direct mode)"), int(ImportTarget::V));
    m_target->setAccessibleName(tr("Import as"));
    setTarget(guessTarget(filePath, current.mode));
    connect(m_target, &QComboBox::currentIndexChanged, this, &ImportDialog::updatePlan);

    m_preview->setAccessibleName(tr("First rows of the file"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setTabKeyNavigation(false); // Tab leaves the table (KeyboardAccess.h)
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_preview->setMinimumHeight(200);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("Import the matrix"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel the import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *file = new QLabel(
        QStringLiteral("<b>%1</b>").arg(QFileInfo(filePath).fileName().toHtmlEscaped()), this);
    file->setToolTip(filePath);
    auto *form = new QFormLayout;
    form->addRow(tr("File:"), file);
    form->addRow(tr("Import as:"), m_target);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_notes);
    layout->addWidget(m_buttons);

    fillPreview();
    updatePlan();
    resize(640, 460);
}

ImportTarget ImportDialog::target() const
{
    return ImportTarget(m_target->currentData().toInt());
}

void ImportDialog::setTarget(ImportTarget target)
{
    m_target->setCurrentIndex(m_target->findData(int(target)));
}

QString ImportDialog::commandText() const
{
    return tr("Import %1 from %2")
        .arg(importTargetName(target()), QFileInfo(m_filePath).fileName());
}

ImportTarget ImportDialog::guessTarget(const QString &filePath, Mode mode)
{
    const QString stem = QFileInfo(filePath).completeBaseName().toLower();
    auto named = [&stem](std::initializer_list<const char *> names) {
        for (const char *name : names) {
            const QLatin1String n(name);
            if (stem == n || stem.startsWith(n + QLatin1Char('_'))
                || stem.startsWith(n + QLatin1Char('-')) || stem.endsWith(QLatin1Char('_') + n))
                return true;
        }
        return false;
    };
    if (named({"q", "query", "queries"}))
        return ImportTarget::Q;
    if (named({"k", "key", "keys"}))
        return ImportTarget::K;
    if (named({"v", "value", "values"}))
        return ImportTarget::V;
    if (named({"x", "emb", "embedding", "embeddings"}))
        return ImportTarget::Embeddings;
    return mode == Mode::Direct ? ImportTarget::Q : ImportTarget::Embeddings;
}

void ImportDialog::fillPreview()
{
    if (!m_loaded) {
        m_summary->setText(tr("This file cannot be imported:\n%1").arg(m_loadError));
        m_preview->hide();
        return;
    }
    const MatrixD &m = m_matrix.values;
    m_summary->setText(tr("%1 rows \u00d7 %2 columns").arg(m.rows()).arg(m.cols()));
    const int rows = int(std::min<Eigen::Index>(m.rows(), previewRows));
    const int columns = int(std::min<Eigen::Index>(m.cols(), previewColumns));
    m_preview->setRowCount(rows);
    m_preview->setColumnCount(columns);
    QStringList columnHeaders;
    for (int c = 0; c < columns; ++c)
        columnHeaders << (c < m_matrix.columnNames.size() ? m_matrix.columnNames.at(c)
                                                          : QString::number(c + 1));
    QStringList rowHeaders;
    for (int r = 0; r < rows; ++r)
        rowHeaders << (r < m_matrix.rowNames.size() ? m_matrix.rowNames.at(r)
                                                    : QString::number(r + 1));
    m_preview->setHorizontalHeaderLabels(columnHeaders);
    m_preview->setVerticalHeaderLabels(rowHeaders);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            auto *item = new QTableWidgetItem(QString::number(m(r, c), 'g', 6));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setToolTip(QString::number(m(r, c), 'g', 17));
            m_preview->setItem(r, c, item);
        }
    }
    if (m.rows() > rows || m.cols() > columns)
        m_summary->setText(
            m_summary->text() + QLatin1Char(' ')
            + tr("(the first %1 rows and %2 columns are shown)").arg(rows).arg(columns));
}

void ImportDialog::updatePlan()
{
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    if (!m_loaded) {
        m_plan = ImportPlan();
        m_plan.error = m_loadError;
        ok->setEnabled(false);
        m_notes->clear();
        return;
    }
    m_plan = planImport(m_current, target(), m_matrix);
    QString html;
    if (!m_matrix.warnings.isEmpty())
        html += tr("Read from the file:") + bulleted(m_matrix.warnings);
    if (!m_plan.notes.isEmpty())
        html += tr("Importing changes:") + bulleted(m_plan.notes);
    if (!m_plan.error.isEmpty())
        html += QStringLiteral("<p><b>%1</b></p>").arg(m_plan.error.toHtmlEscaped());
    m_notes->setText(html);
    ok->setEnabled(m_plan.error.isEmpty());
}

} // namespace attn::ui
