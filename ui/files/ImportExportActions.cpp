#include "ImportExportActions.h"

#include "AtomicFile.h"
#include "Document.h"
#include "ExampleTitles.h"
#include "ExportDialog.h"
#include "FileMessages.h"
#include "ImportDialog.h"
#include "MatrixText.h"
#include "ResultJson.h"
#include "UndoCommands.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QUndoStack>

namespace attn::ui {

namespace {

const char exportFolderKey[] = "export/folder";

QString exportFolder()
{
    return QSettings()
        .value(QLatin1String(exportFolderKey),
               QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

/// "attention-weights", "my-scenario-pipeline": words of a title as a file name, in the
/// interface language (letters of every script kept).
QString fileStem(const QString &text)
{
    static const QRegularExpression other(QStringLiteral("[^\\w]+"),
                                          QRegularExpression::UseUnicodePropertiesOption);
    QString stem = text.simplified().toLower();
    stem.replace(other, QStringLiteral("-"));
    stem.replace(QLatin1Char('_'), QLatin1Char('-'));
    while (stem.startsWith(QLatin1Char('-')))
        stem.remove(0, 1);
    while (stem.endsWith(QLatin1Char('-')))
        stem.chop(1);
    return stem;
}

/// A file name for a picture of a view: the scenario's title (a built-in example's in the
/// interface language) and the view's title as the menu shows it.
QString pictureStem(const QString &title, ExportView view)
{
    const QString stem = fileStem(exampleTitleText(title));
    const QString viewName = fileStem(ExportDialog::viewTitle(view));
    return stem.isEmpty() ? viewName : stem + QLatin1Char('-') + viewName;
}

} // namespace

ImportExportActions::ImportExportActions(QMainWindow *window, Document *document, QMenu *fileMenu,
                                         QAction *before)
    : QObject(window)
    , m_window(window)
    , m_document(document)
{
    createActions(fileMenu, before);
}

ImportExportActions::~ImportExportActions() = default;

void ImportExportActions::setViewOptionsProvider(std::function<ViewOptions()> provider)
{
    m_viewOptions = std::move(provider);
}

ViewOptions ImportExportActions::viewOptions() const
{
    return m_viewOptions ? m_viewOptions() : ViewOptions();
}

bool ImportExportActions::refusedWhileHidden(QString *error) const
{
    if (!viewOptions().conceal)
        return false;
    if (error)
        *error = tr("The weights and outputs are hidden until the reveal (predict, then "
                    "reveal, or a lesson question not yet answered): reveal them first "
                    "(Ctrl+Shift+P), then export or copy.");
    return true;
}

void ImportExportActions::createActions(QMenu *fileMenu, QAction *before)
{
    auto *importAction = new QAction(tr("&Import Matrix\u2026"), this);
    importAction->setObjectName(QStringLiteral("actionImport"));
    importAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    importAction->setStatusTip(tr("Embeddings, or Q, K or V, from a CSV or NumPy .npy file"));
    connect(importAction, &QAction::triggered, this, [this] { importInteractive(); });
    fileMenu->insertAction(before, importAction);

    auto *exportMenu = new QMenu(tr("&Export Picture"), fileMenu);
    exportMenu->setObjectName(QStringLiteral("menuExport"));
    auto *copyMenu = new QMenu(tr("Copy &Image"), fileMenu);
    copyMenu->setObjectName(QStringLiteral("menuCopyImage"));
    for (ExportView view : ExportDialog::allViews()) {
        QAction *exportAction = exportMenu->addAction(ExportDialog::viewMenuText(view));
        connect(exportAction, &QAction::triggered, this,
                [this, view] { exportPictureInteractive(view); });
        QAction *copyAction = copyMenu->addAction(ExportDialog::viewTitle(view));
        connect(copyAction, &QAction::triggered, this, [this, view] {
            QString error;
            if (!copyImage(view, &error))
                showFileError(m_window, tr("Could not copy the picture."), error);
        });
        if (view == ExportView::Weights)
            exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    }
    fileMenu->insertMenu(before, exportMenu);
    fileMenu->insertMenu(before, copyMenu);

    m_copyMatrixMenu = new QMenu(tr("Copy &Matrix as Text"), fileMenu);
    m_copyMatrixMenu->setObjectName(QStringLiteral("menuCopyMatrix"));
    connect(m_copyMatrixMenu, &QMenu::aboutToShow, this, &ImportExportActions::fillCopyMatrixMenu);
    fileMenu->insertMenu(before, m_copyMatrixMenu);

    auto *matricesAction = new QAction(tr("Export All &Matrices as CSV\u2026"), this);
    matricesAction->setObjectName(QStringLiteral("actionExportMatrices"));
    connect(matricesAction, &QAction::triggered, this,
            &ImportExportActions::exportMatricesInteractive);
    fileMenu->insertAction(before, matricesAction);
    auto *resultAction = new QAction(tr("Export Result &JSON\u2026"), this);
    resultAction->setObjectName(QStringLiteral("actionExportResult"));
    connect(resultAction, &QAction::triggered, this, &ImportExportActions::exportResultInteractive);
    fileMenu->insertAction(before, resultAction);
    if (before)
        fileMenu->insertSeparator(before);
}

void ImportExportActions::fillCopyMatrixMenu()
{
    m_copyMatrixMenu->clear();
    m_document->waitForSnapshot();
    const std::vector<NamedMatrix> matrices
        = headMatrices(m_document->snapshot(), viewOptions().head);
    for (const NamedMatrix &matrix : matrices)
        m_copyMatrixMenu->addAction(matrix.title, this, [this, matrix] { copyMatrix(matrix); });
    if (matrices.empty())
        m_copyMatrixMenu->addAction(tr("(the scenario cannot be computed)"))->setEnabled(false);
}

bool ImportExportActions::importMatrixFile(const QString &path, ImportTarget target, QString *error)
{
    ImportedMatrix matrix;
    if (!loadMatrixFile(path, matrix, error))
        return false;
    const ImportPlan plan = planImport(m_document->scenario(), target, matrix);
    if (!plan.error.isEmpty()) {
        if (error)
            *error = path + QStringLiteral(": ") + plan.error;
        return false;
    }
    m_document->undoStack()->push(
        new ReplaceScenario(m_document, plan.after, [target, name = QFileInfo(path).fileName()] {
            return tr("Import %1 from %2").arg(importTargetName(target), name);
        }));
    return true;
}

void ImportExportActions::importInteractive(const QString &path)
{
    QString file = path;
    if (file.isEmpty()) {
        QSettings settings;
        file = QFileDialog::getOpenFileName(
            m_window, tr("Import Matrix"),
            settings.value(QStringLiteral("import/folder"), exportFolder()).toString(),
            tr("Matrices (*.csv *.tsv *.txt *.npy);;CSV text (*.csv *.tsv *.txt);;"
               "NumPy arrays (*.npy);;All files (*)"));
        if (file.isEmpty())
            return;
        settings.setValue(QStringLiteral("import/folder"), QFileInfo(file).absolutePath());
    }
    ImportDialog dialog(m_document->scenario(), file, m_window);
    if (dialog.exec() != QDialog::Accepted || !dialog.plan().error.isEmpty())
        return;
    m_document->undoStack()->push(
        new ReplaceScenario(m_document, dialog.plan().after,
                            [target = dialog.target(), name = QFileInfo(file).fileName()] {
                                return tr("Import %1 from %2").arg(importTargetName(target), name);
                            }));
    showFileStatus(m_window, dialog.commandText());
}

bool ImportExportActions::exportPicture(ExportView view, const QString &path, double scale,
                                        QString *error, const ExportSettings &settings)
{
    if (refusedWhileHidden(error))
        return false;
    m_document->waitForSnapshot();
    QByteArray bytes;
    QString why;
    if (!renderView(*m_document->snapshot(), viewOptions(), view, QFileInfo(path).suffix(), scale,
                    &bytes, &why, settings)) {
        if (error)
            *error = path + QStringLiteral(": ") + why;
        return false;
    }
    return writeFileAtomically(path, bytes, error);
}

void ImportExportActions::exportPictureInteractive(ExportView view)
{
    QString refusal;
    if (refusedWhileHidden(&refusal)) {
        showFileError(m_window, tr("Could not export the picture."), refusal);
        return;
    }
    ExportDialog dialog(
        view, pictureStem(QString::fromStdString(m_document->scenario().title), view), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool ok = exportPicture(dialog.view(), dialog.filePath(), dialog.scale(), &error,
                                  dialog.settings());
    QApplication::restoreOverrideCursor();
    if (ok)
        showFileStatus(m_window,
                       tr("Exported %1").arg(QDir::toNativeSeparators(dialog.filePath())));
    else
        showFileError(m_window, tr("Could not export the picture."), error);
}

bool ImportExportActions::copyImage(ExportView view, QString *error)
{
    if (refusedWhileHidden(error))
        return false;
    m_document->waitForSnapshot();
    const SnapshotPtr snapshot = m_document->snapshot();
    const ViewOptions options = viewOptions();
    QByteArray png;
    QByteArray svg;
    // 2x: sharp when pasted into slides on a high-DPI screen or a projector.
    if (!renderView(*snapshot, options, view, QStringLiteral("png"), 2, &png, error)
        || !renderView(*snapshot, options, view, QStringLiteral("svg"), 1, &svg, error))
        return false;
    auto *mime = new QMimeData;
    mime->setData(QStringLiteral("image/png"), png);
    mime->setData(QStringLiteral("image/svg+xml"), svg);
    mime->setImageData(QImage::fromData(png, "PNG"));
    QApplication::clipboard()->setMimeData(mime);
    showFileStatus(m_window, tr("Copied the picture of %1").arg(ExportDialog::viewTitle(view)));
    return true;
}

void ImportExportActions::copyMatrix(const NamedMatrix &matrix)
{
    QString refusal;
    if (refusedWhileHidden(&refusal)) {
        showFileStatus(m_window, refusal);
        return;
    }
    // Tab-separated: pastes into a spreadsheet cell by cell, and into the matrix editors.
    QApplication::clipboard()->setText(QString::fromUtf8(matrix.text('\t')));
    showFileStatus(m_window, tr("Copied %1 as text").arg(matrix.title));
}

SnapshotPtr ImportExportActions::computedSnapshot(QString *error) const
{
    m_document->waitForSnapshot();
    SnapshotPtr snapshot = m_document->snapshot();
    if (snapshot->result.ok)
        return snapshot;
    if (error)
        *error = tr("The scenario cannot be computed: %1")
                     .arg(QString::fromStdString(snapshot->result.error));
    return nullptr;
}

bool ImportExportActions::exportMatrices(const QString &folder, QString *error)
{
    if (refusedWhileHidden(error))
        return false;
    const SnapshotPtr snapshot = computedSnapshot(error);
    if (!snapshot)
        return false;
    if (!QDir().mkpath(folder)) {
        if (error)
            *error = tr("%1: cannot create the folder").arg(QDir::toNativeSeparators(folder));
        return false;
    }
    for (const NamedMatrix &matrix : allMatrices(snapshot)) {
        const QString path = QDir(folder).filePath(matrix.fileStem + QStringLiteral(".csv"));
        if (!writeFileAtomically(path, matrix.text(','), error))
            return false;
    }
    return true;
}

void ImportExportActions::exportMatricesInteractive()
{
    QString refusal;
    if (refusedWhileHidden(&refusal)) {
        showFileError(m_window, tr("Could not export the matrices."), refusal);
        return;
    }
    const QString folder = QFileDialog::getExistingDirectory(
        m_window, tr("Export All Matrices into a Folder"), exportFolder());
    if (folder.isEmpty())
        return;
    m_document->waitForSnapshot();
    int existing = 0;
    for (const NamedMatrix &matrix : allMatrices(m_document->snapshot()))
        existing
            += QFileInfo::exists(QDir(folder).filePath(matrix.fileStem + QStringLiteral(".csv")));
    if (existing > 0
        && QMessageBox::question(m_window, tr("Replace Files?"),
                                 tr("The folder already holds %n of these CSV files. Replace them?",
                                    nullptr, existing))
               != QMessageBox::Yes)
        return;
    QSettings().setValue(QLatin1String(exportFolderKey), folder);
    QString error;
    if (exportMatrices(folder, &error))
        showFileStatus(m_window,
                       tr("Exported the matrices to %1").arg(QDir::toNativeSeparators(folder)));
    else
        showFileError(m_window, tr("Could not export the matrices."), error);
}

bool ImportExportActions::exportResult(const QString &path, QString *error)
{
    if (refusedWhileHidden(error))
        return false;
    const SnapshotPtr snapshot = computedSnapshot(error);
    if (!snapshot)
        return false;
    return writeFileAtomically(path, resultToJson(snapshot->result, snapshot->scenario.mode),
                               error);
}

void ImportExportActions::exportResultInteractive()
{
    QString refusal;
    if (refusedWhileHidden(&refusal)) {
        showFileError(m_window, tr("Could not export the result."), refusal);
        return;
    }
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Result JSON"),
        QDir(exportFolder()).filePath(tr("result") + QStringLiteral(".json")),
        tr("JSON files (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QSettings().setValue(QLatin1String(exportFolderKey), QFileInfo(path).absolutePath());
    QString error;
    if (exportResult(path, &error))
        showFileStatus(m_window, tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    else
        showFileError(m_window, tr("Could not export the result."), error);
}

} // namespace attn::ui
