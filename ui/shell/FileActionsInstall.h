#pragma once

namespace attn::ui {

class FileActions;
class MainWindow;

/// Installs FileActions on the main window (its File menu, tool bar and document) and starts
/// the session (autosave recovery) once the event loop runs. Call once, from runGui only:
/// windows made for a headless export get neither menus nor an autosave.
FileActions *installFileActions(MainWindow *window);

} // namespace attn::ui
