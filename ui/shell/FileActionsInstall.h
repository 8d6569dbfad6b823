#pragma once

namespace attn::ui {

class DocumentActions;
class ImportExportActions;
class MainWindow;

/// The File menu's two halves as installed on a main window (both owned by the window).
struct FileActions
{
    DocumentActions *documents = nullptr;
    ImportExportActions *transfers = nullptr;
};

/// Installs the File menu on the main window (documents, then import and export, above
/// Quit; New, Open and Save on the tool bar), hands dropped matrix files to the import
/// preview, and starts the session (autosave recovery) once the event loop runs. Call once,
/// from runGui only: windows made for a headless export get neither menus nor an autosave.
FileActions installFileActions(MainWindow *window);

} // namespace attn::ui
