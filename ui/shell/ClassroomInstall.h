#pragma once

namespace attn::ui {

class Classroom;
class MainWindow;

/// Adds the classroom to the app's main window (owned by it): its menus, views and options,
/// and the control names of docs/lesson-format.md given to its editor dock, view tabs and
/// toolbars.
Classroom *installClassroom(MainWindow *window);

} // namespace attn::ui
