#pragma once

// The set-up the File menu's tests share: a main window with the File menu installed on a
// fresh folder, settings and data directory of the test's own, and the small file helpers.

#include "Document.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "MainWindow.h"
#include "TestHelpers.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace filetest {

/// Emoji, right-to-left text and numbers that only survive a bit-exact writer.
inline attn::Scenario richScenario()
{
    attn::Scenario s;
    s.title = "Emoji 🙂 and right-to-left مرحبا שלום";
    s.tokens = {"🙂", "مرحبا", "שלום", "Orange"};
    s.embeddings.resize(4, 4);
    for (int i = 0; i < 16; ++i)
        s.embeddings.data()[i] = (i % 2 ? 1.0 / 3.0 : -2.0 / 7.0) * (i + 1) + 1e-17 * i;
    s.numHeads = 2;
    s.causal = true;
    return s;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

/// A main window with the File menu, made anew for each test function.
struct FileWindow
{
    QTemporaryDir data;
    std::unique_ptr<QTemporaryDir> dir;
    std::unique_ptr<attn::ui::MainWindow> window;
    attn::ui::Document *document = nullptr;
    attn::ui::FileActions actions;

    /// From initTestCase(): settings and autosaves of the test's own, no restore question.
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
        QVERIFY(data.isValid());
        qputenv("ATTENTION_LAB_DATA_DIR", data.path().toLocal8Bit());
        qunsetenv("ATTENTION_LAB_TEST_EDIT");
        // No modal restore question can block a test, whatever an earlier one left behind.
        qputenv("ATTENTION_LAB_TEST_RESTORE", "decline");
    }

    /// From init(): a fresh folder and window on the default example.
    void init()
    {
        testing::failOnUnexpectedWarnings();
        QSettings().clear();
        dir = std::make_unique<QTemporaryDir>(); // a fresh folder for each test
        QVERIFY(dir->isValid());
        window = std::make_unique<attn::ui::MainWindow>();
        document = window->document();
        document->reset(testing::loadExampleOrDie(), QString());
        actions = attn::ui::installFileActions(window.get());
        QVERIFY(actions.documents && actions.transfers);
    }

    /// From cleanup(): the window goes without asking.
    void cleanup()
    {
        document->undoStack()->setClean(); // no question when the window goes
        window.reset();
    }
};

} // namespace filetest
