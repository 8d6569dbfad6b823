#pragma once

#include "Export.h"
#include "ImportPlan.h"
#include "Snapshot.h"
#include "ViewOptions.h"

#include <QObject>

#include <functional>

class QAction;
class QMainWindow;
class QMenu;

namespace attn::ui {

class Document;
struct NamedMatrix;

/// The import and export half of the File menu: Import Matrix (CSV or .npy into the
/// embeddings, Q, K or V), Export Picture and Copy Image of every view, Copy Matrix as Text,
/// Export All Matrices as CSV and Export Result JSON.
///
/// Each entry is a thin dialog around a function that takes a path; those functions are
/// public, so tests and drag and drop use the same code as the menus. A failure leaves the
/// document as it was and says why, naming the file; files are written atomically.
class ImportExportActions : public QObject
{
    Q_OBJECT

public:
    /// Inserts the entries into `fileMenu` before `before` (the end of the menu when null).
    ImportExportActions(QMainWindow *window, Document *document, QMenu *fileMenu, QAction *before);
    ~ImportExportActions() override;

    /// How the views draw now (the head shown, the colour map), for exports and copies.
    void setViewOptionsProvider(std::function<ViewOptions()> provider);

    // Without dialogs: for tests, drag and drop and scripted use.
    bool importMatrixFile(const QString &path, ImportTarget target, QString *error = nullptr);
    bool exportPicture(ExportView view, const QString &path, double scale, QString *error = nullptr,
                       const ExportSettings &settings = ExportSettings());
    bool exportMatrices(const QString &folder, QString *error = nullptr);
    bool exportResult(const QString &path, QString *error = nullptr);
    bool copyImage(ExportView view, QString *error = nullptr);
    void copyMatrix(const NamedMatrix &matrix);

    // The menu entries (dialogs, then the functions above).
    /// Asks for a file when `path` is empty, then shows the import preview.
    void importInteractive(const QString &path = QString());
    void exportPictureInteractive(ExportView view);
    void exportMatricesInteractive();
    void exportResultInteractive();

private:
    void createActions(QMenu *fileMenu, QAction *before);
    void fillCopyMatrixMenu();
    /// The current snapshot once computed, or null with `error` saying why it cannot be.
    SnapshotPtr computedSnapshot(QString *error) const;
    ViewOptions viewOptions() const;
    /// True (with the reason) while predict, then reveal or a lesson question hides the
    /// weights and outputs: no export or copy may hand them out before the reveal.
    bool refusedWhileHidden(QString *error) const;

    QMainWindow *m_window;
    Document *m_document;
    QMenu *m_copyMatrixMenu = nullptr;
    std::function<ViewOptions()> m_viewOptions;
};

} // namespace attn::ui
