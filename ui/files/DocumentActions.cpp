#include "DocumentActions.h"

#include "Autosave.h"
#include "AutosaveIndicator.h"
#include "AutosaveRecovery.h"
#include "Document.h"
#include "FileMessages.h"
#include "FileOnDisk.h"
#include "MemoryBudget.h"
#include "ScenarioEdits.h"
#include "ScenarioFile.h"
#include "UndoCommands.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopedValueRollback>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoStack>

#include <cstdio>
#include <new>
#include <utility>

namespace attn::ui {

namespace {

constexpr int maxRecentFiles = 10;
const char recentKey[] = "recentFiles";
const char lastFolderKey[] = "documents/folder";

bool isScenarioFile(const QString &path)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

bool isMatrixFile(const QString &path)
{
    for (const char *suffix : {".csv", ".tsv", ".txt", ".npy"})
        if (path.endsWith(QLatin1String(suffix), Qt::CaseInsensitive))
            return true;
    return false;
}

/// The local file a drag carries, if it is one this window opens or imports.
QString droppedFile(const QMimeData *mime)
{
    if (!mime || !mime->hasUrls() || mime->urls().size() != 1)
        return QString();
    const QString path = mime->urls().first().toLocalFile();
    return isScenarioFile(path) || isMatrixFile(path) ? path : QString();
}

/// A small scenario to start from: four tokens, d_model 4, one head, seeded embeddings.
Scenario newScenario()
{
    RandomScenarioOptions options;
    options.tokens = 4;
    options.dModel = 4;
    options.numHeads = 1;
    options.seed = 1;
    options.randomProjections = false;
    Scenario scenario = randomScenario(options);
    // The title is written into the window, the save dialog and the saved file: in the
    // interface language.
    scenario.title
        = DocumentActions::tr("Random scenario (seed %1)").arg(options.seed).toStdString();
    return scenario;
}

QString lastFolder()
{
    return QSettings()
        .value(QLatin1String(lastFolderKey),
               QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
        .toString();
}

} // namespace

DocumentActions::DocumentActions(QMainWindow *window, Document *document, QMenu *fileMenu,
                                 QAction *before, QToolBar *toolBar)
    : QObject(window)
    , m_window(window)
    , m_document(document)
    , m_autosave(new Autosave(document, this))
    , m_disk(new FileOnDisk(this))
{
    m_disk->remember(m_document->filePath());
    connect(m_document, &Document::filePathChanged, m_disk, &FileOnDisk::remember);
    connect(m_disk, &FileOnDisk::changed, this, &DocumentActions::onChangedOnDisk);
    createActions(fileMenu, before, toolBar);
    window->setAcceptDrops(true);
    window->installEventFilter(this);
    connect(m_autosave, &Autosave::failed, this, [this](const QString &message) {
        showFileStatus(m_window, tr("Autosave failed: %1").arg(message));
        // Also for the session's log (and the tests that run the program).
        std::fprintf(stderr, "attention-lab: autosave failed: %s\n", qPrintable(message));
    });
    // Stays in the status bar while the unsaved changes are not protected.
    m_window->statusBar()->addPermanentWidget(new AutosaveIndicator(m_autosave, m_window));
}

DocumentActions::~DocumentActions() = default;

void DocumentActions::setUnsavedChangesPrompt(std::function<QMessageBox::StandardButton()> prompt)
{
    m_prompt = std::move(prompt);
}

bool DocumentActions::openAtStart(const QString &path)
{
    QString error;
    if (openFile(path, &error))
        return true;
    m_startFile = path;
    m_startFailure = error;
    // Also for the session's log: a window started from a shell says it there too.
    std::fprintf(stderr, "attention-lab: could not open %s\n", qPrintable(error));
    return false;
}

void DocumentActions::startSession()
{
    if (!m_startFailure.isEmpty())
        showFileError(m_window,
                      tr("Could not open \u201c%1\u201d.").arg(QFileInfo(m_startFile).fileName()),
                      std::exchange(m_startFailure, QString()));
    if (!m_autosave->isActive()) {
        showFileStatus(m_window, tr("Autosave is off: %1").arg(m_autosave->error()));
        std::fprintf(stderr, "attention-lab: autosave is off: %s\n",
                     qPrintable(m_autosave->error()));
    }
    offerAutosaveRecovery(m_window, m_document, m_autosave);
    // Test hooks for the tests that drive the executable (tests/program/tst_autosave.cpp,
    // tests/window/tst_twowindows.cpp): ATTENTION_LAB_TEST_EDIT=1 makes one real, undoable
    // edit right after start, so the autosave has something to write;
    // ATTENTION_LAB_TEST_SAVE=1 then saves as Ctrl+S does, only to the document's own file
    // (a Save As dialog would wait for an answer nobody gives).
    if (qEnvironmentVariable("ATTENTION_LAB_TEST_EDIT") == QLatin1String("1"))
        m_document->undoStack()->push(new SetCausal(m_document, !m_document->scenario().causal));
    if (qEnvironmentVariable("ATTENTION_LAB_TEST_SAVE") == QLatin1String("1")) {
        const QString path = m_document->filePath();
        if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
            std::fprintf(stderr, "attention-lab: not saved: the document has no file\n");
        else if (save())
            std::fprintf(stderr, "attention-lab: saved %s\n", qPrintable(path));
    }
    // Tells those tests the start-up question is answered (only when a hook is set).
    if (qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_EDIT")
        || qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_RESTORE")
        || qEnvironmentVariableIsSet("ATTENTION_LAB_TEST_SAVE"))
        std::fprintf(stderr, "attention-lab: session started\n");
}

void DocumentActions::createActions(QMenu *fileMenu, QAction *before, QToolBar *toolBar)
{
    auto add = [&](const QString &text, const char *name, QKeySequence shortcut, const char *icon,
                   void (DocumentActions::*slot)()) {
        auto *action = new QAction(text, this);
        action->setObjectName(QLatin1String(name));
        action->setShortcut(shortcut);
        if (icon)
            action->setIcon(QIcon::fromTheme(QLatin1String(icon)));
        connect(action, &QAction::triggered, this, slot);
        fileMenu->insertAction(before, action);
        return action;
    };
    QAction *newAction = add(tr("&New"), "actionNew", QKeySequence::New, "document-new",
                             &DocumentActions::newInteractive);
    QAction *openAction = add(tr("&Open\u2026"), "actionOpen", QKeySequence::Open, "document-open",
                              &DocumentActions::openInteractive);
    m_recentMenu = new QMenu(tr("Open &Recent"), fileMenu);
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this, &DocumentActions::fillRecentMenu);
    fileMenu->insertMenu(before, m_recentMenu);
    fileMenu->insertSeparator(before);
    auto *saveAction
        = new QAction(QIcon::fromTheme(QStringLiteral("document-save")), tr("&Save"), this);
    saveAction->setObjectName(QStringLiteral("actionSave"));
    saveAction->setShortcut(QKeySequence::Save);
    connect(saveAction, &QAction::triggered, this, &DocumentActions::save);
    fileMenu->insertAction(before, saveAction);
    auto *saveAsAction = new QAction(QIcon::fromTheme(QStringLiteral("document-save-as")),
                                     tr("Save &As\u2026"), this);
    saveAsAction->setObjectName(QStringLiteral("actionSaveAs"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(saveAsAction, &QAction::triggered, this, &DocumentActions::saveAs);
    fileMenu->insertAction(before, saveAsAction);
    fileMenu->insertSeparator(before);
    fillRecentMenu(); // so the entry is disabled from the start when there is nothing recent

    if (toolBar) {
        QAction *first = toolBar->actions().value(0);
        toolBar->insertAction(first, newAction);
        toolBar->insertAction(first, openAction);
        toolBar->insertAction(first, saveAction);
        if (first)
            toolBar->insertSeparator(first);
    }
}

void DocumentActions::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        // "&1 name", so the keyboard can pick an entry.
        QAction *action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(
            QFileInfo(path).fileName().replace(QLatin1Char('&'), QStringLiteral("&&"))));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openPath(path); });
    }
    if (!files.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("&Clear Menu"), this, [this] {
            QSettings().remove(QLatin1String(recentKey));
            // Later: this action belongs to the menu that filling clears.
            QMetaObject::invokeMethod(this, &DocumentActions::fillRecentMenu, Qt::QueuedConnection);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

QStringList DocumentActions::recentFiles()
{
    QSettings settings;
    const QStringList stored = settings.value(QLatin1String(recentKey)).toStringList();
    QStringList existing;
    for (const QString &path : stored)
        if (QFileInfo::exists(path) && !existing.contains(path))
            existing << path;
    existing = existing.mid(0, maxRecentFiles);
    if (existing != stored)
        settings.setValue(QLatin1String(recentKey), existing); // pruned
    return existing;
}

void DocumentActions::addRecentFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = recentFiles();
    files.removeAll(absolute);
    files.prepend(absolute);
    QSettings settings;
    settings.setValue(QLatin1String(recentKey), files.mid(0, maxRecentFiles));
    settings.setValue(QLatin1String(lastFolderKey), QFileInfo(absolute).absolutePath());
}

bool DocumentActions::openFile(const QString &path, QString *error)
{
    Scenario scenario;
    QStringList warnings;
    try {
        if (!loadScenarioFile(path, scenario, error, &warnings))
            return false; // the document is untouched
    } catch (const std::bad_alloc &) {
        *error = QDir::toNativeSeparators(path) + QStringLiteral(": out of memory");
        return false;
    }
    // Refused before the document changes: the engine would need more than its budget.
    const std::string tooLarge = checkMemoryBudget(scenario);
    if (!tooLarge.empty()) {
        *error = QDir::toNativeSeparators(path) + QStringLiteral(": ")
                 + QString::fromStdString(tooLarge);
        return false;
    }
    m_document->reset(scenario, QFileInfo(path).absoluteFilePath());
    m_disk->remember(m_document->filePath());
    addRecentFile(path);
    // The menu is filled when it opens, but its entry was greyed out while the list was
    // empty: enable it now, not at the next start.
    if (m_recentMenu)
        m_recentMenu->setEnabled(true);
    // A file the engine refuses (its numbers overflow) is open for mending: the window
    // already says why, and that message must stay in the status bar.
    if (!m_document->snapshot()->result.ok)
        return true;
    showFileStatus(m_window, warnings.isEmpty()
                                 ? tr("Opened %1").arg(QDir::toNativeSeparators(path))
                                 : tr("Opened %1 (%2)")
                                       .arg(QDir::toNativeSeparators(path),
                                            warnings.join(QStringLiteral("; "))));
    return true;
}

bool DocumentActions::saveTo(const QString &path, QString *error)
{
    if (!saveScenarioFile(path, m_document->scenario(), error))
        return false; // the old file is intact and the document stays modified
    m_document->setFilePath(QFileInfo(path).absoluteFilePath());
    m_disk->remember(m_document->filePath()); // what is on disk now is this window's
    m_document->undoStack()->setClean();
    addRecentFile(path);
    // The menu is filled when it opens, but its entry was greyed out while the list was
    // empty: enable it now, not at the next start.
    if (m_recentMenu)
        m_recentMenu->setEnabled(true);
    showFileStatus(m_window, tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

void DocumentActions::newDocument()
{
    m_document->reset(newScenario(), QString());
}

bool DocumentActions::maybeSave()
{
    if (!m_document->isModified())
        return true;
    QMessageBox::StandardButton answer = QMessageBox::Cancel;
    if (m_prompt) {
        answer = m_prompt();
    } else {
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Changes"),
                        tr("Save the changes to \u201c%1\u201d?").arg(m_document->displayTitle()),
                        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
        box.setInformativeText(tr("Your changes are lost if you do not save them."));
        box.setDefaultButton(QMessageBox::Save);
        answer = QMessageBox::StandardButton(box.exec());
    }
    if (answer == QMessageBox::Save)
        return save();
    if (answer != QMessageBox::Discard)
        return false;
    m_autosave->discard();
    return true;
}

void DocumentActions::newInteractive()
{
    if (maybeSave())
        newDocument();
}

void DocumentActions::openInteractive()
{
    if (!maybeSave())
        return;
    const QString path
        = QFileDialog::getOpenFileName(m_window, tr("Open Scenario"), lastFolder(),
                                       tr("Attention Lab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty())
        openOrSay(path);
}

void DocumentActions::openPath(const QString &path)
{
    if (maybeSave())
        openOrSay(path);
}

void DocumentActions::openOrSay(const QString &path)
{
    QString error;
    if (!openFile(path, &error))
        showFileError(m_window,
                      tr("Could not open \u201c%1\u201d.").arg(QFileInfo(path).fileName()), error);
}

bool DocumentActions::save()
{
    const QString path = m_document->filePath();
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return saveAs(); // new, or a built-in example
    bool saved = false;
    if (m_disk->path() == path && m_disk->hasChanged() && !confirmOverwriteChanged(path, &saved))
        return saved;
    return saveOrSay(path);
}

bool DocumentActions::confirmOverwriteChanged(const QString &path, bool *saved)
{
    const QScopedValueRollback<bool> asking(m_askingAboutDisk, true);
    const ChangedFileAnswer answer = askAboutChangedFile(
        m_window, tr("File Changed on Disk"),
        tr("\u201c%1\u201d changed on disk since this window opened or saved it, "
           "perhaps in another window.")
            .arg(QFileInfo(path).fileName()),
        tr("Overwrite it with this window's version, save this version "
           "under another name, or reload the file and lose the changes "
           "made here?"),
        QStringLiteral("changedOnDiskMessage"));
    if (answer == ChangedFileAnswer::Overwrite)
        return true;
    if (answer == ChangedFileAnswer::SaveAs)
        *saved = this->saveAs();
    else if (answer == ChangedFileAnswer::Reload)
        openOrSay(path);
    return false;
}

void DocumentActions::onChangedOnDisk(const QString &path)
{
    if (m_askingAboutDisk || path != m_document->filePath())
        return;
    const QString name = QFileInfo(path).fileName();
    if (m_document->isModified()) {
        showFileStatus(m_window,
                       tr("\u201c%1\u201d changed on disk; saving will ask what to do.").arg(name));
        return;
    }
    const QScopedValueRollback<bool> asking(m_askingAboutDisk, true);
    QMessageBox box(QMessageBox::Question, tr("File Changed on Disk"),
                    tr("\u201c%1\u201d changed on disk. Reload it?").arg(name),
                    QMessageBox::Yes | QMessageBox::No, m_window);
    box.setObjectName(QStringLiteral("reloadMessage"));
    box.setDefaultButton(QMessageBox::Yes);
    if (box.exec() == QMessageBox::Yes)
        openOrSay(path);
    else
        // Not asked again about this version; but what this window shows is still the
        // version it read, so a save over the other one asks first.
        m_disk->acknowledge();
}

bool DocumentActions::saveAs()
{
    QString suggested = m_document->filePath();
    if (suggested.isEmpty() || suggested.startsWith(QLatin1Char(':'))) {
        QString name = m_document->displayTitle().simplified();
        name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|]")), QStringLiteral("-"));
        suggested = QDir(lastFolder()).filePath(name + QStringLiteral(".json"));
    }
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Scenario As"), suggested,
                                                tr("Attention Lab scenarios (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveOrSay(path);
}

bool DocumentActions::saveOrSay(const QString &path)
{
    QString error;
    if (saveTo(path, &error))
        return true;
    showFileError(m_window, tr("Could not save \u201c%1\u201d.").arg(QFileInfo(path).fileName()),
                  error);
    return false;
}

bool DocumentActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (!droppedFile(drag->mimeData()).isEmpty()) {
            drag->acceptProposedAction();
            return true;
        }
        break;
    }
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        const QString path = droppedFile(drop->mimeData());
        if (path.isEmpty())
            break;
        drop->acceptProposedAction();
        // After the drop returns: a dialog inside a drop handler blocks the drag source.
        QMetaObject::invokeMethod(
            this,
            [this, path] {
                if (isScenarioFile(path))
                    openPath(path);
                else
                    emit matrixFileDropped(path);
            },
            Qt::QueuedConnection);
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace attn::ui
