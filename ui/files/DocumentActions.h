#pragma once

#include "Export.h"
#include "ImportPlan.h"
#include "ViewOptions.h"

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
struct NamedMatrix;

/// The File menu of the main window: the scenario as a document that is never lost (New,
/// Open, Open Recent, Save, Save As, drag and drop, the question before unsaved changes are
/// dropped, the session's autosave and the offer to restore a crashed one), importing a
/// matrix, and every way out (pictures, copies, CSV, result JSON).
///
/// Each menu entry is a thin dialog around a function that takes a path; those functions
/// are public, so tests and drag and drop use the same code as the menus. Failures leave the
/// document as it was and say why, naming the file.
class FileActions : public QObject
{
    Q_OBJECT

public:
    /// Adds the entries to the top of `fileMenu` (before what it holds, e.g. Quit), New, Open
    /// and Save to `toolBar` if given, and opens scenario files dropped on `window` (matrix
    /// files open the import preview). Closing asks through maybeSave() where the window's
    /// owner calls it (installFileActions() in ui/shell sets the main window's discard guard).
    FileActions(QMainWindow *window, Document *document, QMenu *fileMenu,
                QToolBar *toolBar = nullptr);
    ~FileActions() override;

    /// How the views draw now (the head shown, the colour map), for exports and copies.
    void setViewOptionsProvider(std::function<ViewOptions()> provider);
    Autosave *autosave() const { return m_autosave; }

    /// Offers the autosaves of crashed sessions, then runs the test hook
    /// ATTENTION_LAB_TEST_EDIT=1 (one undoable edit, for the crash-recovery test).
    void startSession();

    // Without dialogs: for tests, drag and drop and scripted use.
    bool openFile(const QString &path, QString *error = nullptr);
    bool saveTo(const QString &path, QString *error = nullptr);
    void newDocument();
    bool importMatrixFile(const QString &path, ImportTarget target, QString *error = nullptr);
    bool exportPicture(ExportView view, const QString &path, double scale,
                       QString *error = nullptr);
    bool exportMatrices(const QString &folder, QString *error = nullptr);
    bool exportResult(const QString &path, QString *error = nullptr);
    bool copyImage(ExportView view, QString *error = nullptr);
    void copyMatrix(const NamedMatrix &matrix);

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
    void importInteractive(const QString &path = QString());
    void exportPictureInteractive(ExportView view);
    void exportMatricesInteractive();
    void exportResultInteractive();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions(QMenu *fileMenu, QToolBar *toolBar);
    void createExportMenus(QMenu *fileMenu, QAction *before);
    void fillRecentMenu();
    void fillCopyMatrixMenu();
    void openPath(const QString &path); ///< asks first, reports failures
    void showError(const QString &title, const QString &message);
    void showStatus(const QString &message);
    ViewOptions viewOptions() const;

    QMainWindow *m_window;
    Document *m_document;
    Autosave *m_autosave;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_copyMatrixMenu = nullptr;
    std::function<ViewOptions()> m_viewOptions;
    std::function<QMessageBox::StandardButton()> m_prompt;
};

} // namespace attn::ui
