#include "ExportDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>

#include <algorithm>

namespace attn::ui {

namespace {

struct FormatChoice
{
    const char *format;
    double scale;
};

const FormatChoice formatChoices[] = {
    {"png", 1}, {"png", 2}, {"png", 4}, {"svg", 1}, {"pdf", 1},
};

const char folderKey[] = "export/folder";
const char formatKey[] = "export/formatIndex";
const char outlineKey[] = "export/outlineFollowedRow";

} // namespace

ExportDialog::ExportDialog(ExportView view, const QString &suggestedStem, QWidget *parent)
    : QDialog(parent)
    , m_view(new QComboBox(this))
    , m_format(new QComboBox(this))
    , m_path(new QLineEdit(this))
    , m_outline(new QCheckBox(tr("&Outline the followed query row"), this))
{
    setWindowTitle(tr("Export Picture"));
    for (ExportView v : allViews())
        m_view->addItem(viewTitle(v), int(v));
    m_view->setCurrentIndex(m_view->findData(int(view)));
    m_view->setAccessibleName(tr("View to export"));

    m_format->addItem(tr("PNG image, 1\u00d7 (screen)"));
    m_format->addItem(tr("PNG image, 2\u00d7 (slides, high-DPI)"));
    m_format->addItem(tr("PNG image, 4\u00d7 (print, posters)"));
    m_format->addItem(tr("SVG vector image"));
    m_format->addItem(tr("PDF handout (title, formula, settings, picture)"));
    m_format->setAccessibleName(tr("Format and scale"));
    QSettings settings;
    m_format->setCurrentIndex(
        std::clamp(settings.value(QLatin1String(formatKey), 1).toInt(), 0, m_format->count() - 1));

    const QString folder
        = settings
              .value(QLatin1String(folderKey),
                     QStandardPaths::writableLocation(QStandardPaths::PicturesLocation))
              .toString();
    m_path->setText(QDir(folder).filePath(suggestedStem + QLatin1Char('.') + format()));
    m_path->setAccessibleName(tr("File to write"));
    m_path->setMinimumWidth(360);
    auto *browse = new QPushButton(tr("&Browse\u2026"), this);
    browse->setAccessibleName(tr("Choose the file"));
    connect(browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    m_outline->setChecked(settings.value(QLatin1String(outlineKey), false).toBool());
    m_outline->setToolTip(tr("Draw the outline of the query row followed on screen, as in the "
                             "views; handouts usually go without it"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Export"));
    buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("Export the picture"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel the export"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, [this, buttons](const QString &text) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!text.trimmed().isEmpty());
    });

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&View:"), m_view);
    form->addRow(tr("&Format:"), m_format);
    // A row with a layout gets a label without a buddy, which shows the "&" literally.
    auto *pathLabel = new QLabel(tr("F&ile:"), this);
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    form->addRow(m_outline);
    form->addRow(buttons);
}

ExportView ExportDialog::view() const
{
    return ExportView(m_view->currentData().toInt());
}

QString ExportDialog::format() const
{
    return QLatin1String(formatChoices[m_format->currentIndex()].format);
}

double ExportDialog::scale() const
{
    return formatChoices[m_format->currentIndex()].scale;
}

QString ExportDialog::filePath() const
{
    return m_path->text().trimmed();
}

bool ExportDialog::outlineFollowedRow() const
{
    return m_outline->isChecked();
}

ExportSettings ExportDialog::settings() const
{
    ExportSettings settings;
    settings.outlineFollowedRow = outlineFollowedRow();
    return settings;
}

QString ExportDialog::viewTitle(ExportView view)
{
    switch (view) {
    case ExportView::Weights:
        return tr("Attention Weights");
    case ExportView::Scores:
        return tr("Scores");
    case ExportView::Pipeline:
        return tr("Pipeline");
    case ExportView::Heads:
        return tr("All Heads");
    case ExportView::Stats:
        return tr("Statistics");
    case ExportView::Sweep:
        return tr("d_k Sweep");
    case ExportView::Window:
        return tr("Whole Window");
    }
    return QString();
}

QString ExportDialog::viewMenuText(ExportView view)
{
    switch (view) {
    case ExportView::Weights:
        return tr("Attention Weights\u2026");
    case ExportView::Scores:
        return tr("Scores\u2026");
    case ExportView::Pipeline:
        return tr("Pipeline\u2026");
    case ExportView::Heads:
        return tr("All Heads\u2026");
    case ExportView::Stats:
        return tr("Statistics\u2026");
    case ExportView::Sweep:
        return tr("d_k Sweep\u2026");
    case ExportView::Window:
        return tr("Whole Window\u2026");
    }
    return QString();
}

QList<ExportView> ExportDialog::allViews()
{
    return {ExportView::Weights, ExportView::Scores, ExportView::Pipeline, ExportView::Heads,
            ExportView::Stats,   ExportView::Sweep,  ExportView::Window};
}

void ExportDialog::accept()
{
    const QFileInfo info(filePath());
    if (info.exists()
        && QMessageBox::question(this, tr("Replace File?"),
                                 tr("%1 already exists. Replace it?").arg(info.fileName()))
               != QMessageBox::Yes)
        return;
    QSettings settings;
    settings.setValue(QLatin1String(folderKey), QFileInfo(filePath()).absolutePath());
    settings.setValue(QLatin1String(formatKey), m_format->currentIndex());
    settings.setValue(QLatin1String(outlineKey), m_outline->isChecked());
    QDialog::accept();
}

void ExportDialog::browse()
{
    const QString filter = format() == QLatin1String("png")   ? tr("PNG images (*.png)")
                           : format() == QLatin1String("svg") ? tr("SVG images (*.svg)")
                                                              : tr("PDF documents (*.pdf)");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Picture"), filePath(), filter, nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty()) {
        m_path->setText(path);
        formatChanged(); // the extension follows the format
    }
}

void ExportDialog::formatChanged()
{
    const QFileInfo info(filePath());
    if (filePath().isEmpty())
        return;
    m_path->setText(
        QDir(info.path()).filePath(info.completeBaseName() + QLatin1Char('.') + format()));
}

} // namespace attn::ui
