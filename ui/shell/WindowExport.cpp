#include "WindowExport.h"

#include "Document.h"
#include "Export.h"
#include "MainWindow.h"

namespace attn::ui {

void installWindowExport()
{
    setWindowWidgetFactory([](const Scenario &scenario) {
        auto window = std::make_shared<MainWindow>();
        window->document()->reset(scenario, QString());
        return std::shared_ptr<QWidget>(window);
    });
}

} // namespace attn::ui
