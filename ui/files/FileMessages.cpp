#include "FileMessages.h"

#include <QCoreApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace attn::ui {

void showFileError(QMainWindow *window, const QString &title, const QString &message)
{
    QMessageBox box(QMessageBox::Warning, QCoreApplication::applicationName(), title,
                    QMessageBox::Ok, window);
    box.setInformativeText(message);
    box.exec();
}

void showFileStatus(QMainWindow *window, const QString &message)
{
    window->statusBar()->showMessage(message, 8000);
}

} // namespace attn::ui
