#pragma once

#include <QMessageBox>
#include <QObject>
#include <QStringList>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;
class QToolBar;

namespace attn::ui {

class Autosave;
class Document;
class FileOnDisk;

/// The document half of the File menu: the scenario as a document that is never lost (New,
/// Open, Open Recent, Save, Save As, scenario files dropped on the window, the question
/// before unsaved changes are dropped, the session's autosave and the offer to restore a
/// crashed one). The import and export half is ImportExportActions.
///
/// Each menu entry is a thin dialog around a function that takes a path; those functions
/// are public, so tests and drag and drop use the same code as the menus. Failures leave the
/// document as it was and say why, naming the file.
class DocumentActions : public QObject
{
    Q_OBJECT

public:
    /// Inserts the entries into `fileMenu` before `before` (the end of the menu when null),
    /// New, Open and Save into `toolBar` if given, and opens scenario files dropped on
    /// `window` (a dropped matrix file is announced by matrixFileDropped()). Closing asks
    /// through maybeSave() where the window's owner calls it (installFileActions() in
    /// ui/shell sets the main window's discard guard).
    DocumentActions(QMainWindow *window, Document *document, QMenu *fileMenu, QAction *before,
                    QToolBar *toolBar = nullptr);
    ~DocumentActions() override;

    Autosave *autosave() const { return m_autosave; }

    /// The FILE of `attention-lab FILE`, opened before the window shows. A file that cannot
    /// be opened leaves the document as it was (the fresh one the window starts on): the
    /// reason goes to standard error at once (the session's log) and into a message box,
    /// naming the file, when the session starts. Returns whether it opened.
    bool openAtStart(const QString &path);

    /// Says why the start's file did not open (openAtStart()), offers the autosaves of
    /// crashed sessions, then runs the test hooks ATTENTION_LAB_TEST_EDIT=1 (one undoable
    /// edit, for the crash-recovery test) and ATTENTION_LAB_TEST_SAVE=1 (a save as Ctrl+S
    /// makes it, to the document's own file only).
    void startSession();

    // Without dialogs: for tests, drag and drop and scripted use.
    bool openFile(const QString &path, QString *error = nullptr);
    bool saveTo(const QString &path, QString *error = nullptr);
    void newDocument();

    /// With unsaved changes asks Save / Discard / Cancel; true when it is fine to go on.
    bool maybeSave();
    /// Replaces the question of maybeSave() (tests): returns Save, Discard or Cancel.
    void setUnsavedChangesPrompt(std::function<QMessageBox::StandardButton()> prompt);

    /// Existing files only, newest first, at most 10.
    static QStringList recentFiles();
    static void addRecentFile(const QString &path);

    // The menu entries (dialogs, then the functions above).
    void newInteractive();
    void openInteractive();
    bool save();
    bool saveAs();

signals:
    /// A CSV, TSV, text or .npy file was dropped on the window: the import preview's job.
    void matrixFileDropped(const QString &path);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions(QMenu *fileMenu, QAction *before, QToolBar *toolBar);
    void fillRecentMenu();
    void openPath(const QString &path);  ///< asks first, reports failures
    void openOrSay(const QString &path); ///< opens, or says why not in a message box
    bool saveOrSay(const QString &path); ///< saves, or says why not in a message box
    /// Another program (or window) changed the document's file: offers to reload a clean
    /// document; a modified one is asked about at its next save.
    void onChangedOnDisk(const QString &path);
    /// Before a save over a file that changed on disk: Overwrite (true), or Save As, Reload
    /// or Cancel (false, after doing it).
    bool confirmOverwriteChanged(const QString &path, bool *saved);

    QMainWindow *m_window;
    Document *m_document;
    Autosave *m_autosave;
    FileOnDisk *m_disk;
    bool m_askingAboutDisk = false;
    QString m_startFailure; ///< why the start's file did not open; empty when it did
    QString m_startFile;
    QMenu *m_recentMenu = nullptr;
    std::function<QMessageBox::StandardButton()> m_prompt;
};

} // namespace attn::ui
