// The File menu's import and export actions on the real main window: import as one undo
// step, the import dialog's preview, matrices, result, pictures and the clipboard out.

#include "Document.h"
#include "DocumentActions.h"
#include "Examples.h"
#include "FileActionsInstall.h"
#include "FileWindowTest.h"
#include "ImportDialog.h"
#include "ImportExportActions.h"
#include "MainWindow.h"
#include "MatrixImport.h"
#include "MatrixText.h"
#include "ResultJson.h"
#include "ScenarioFile.h"
#include "TestHelpers.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <memory>

using namespace attn;
using namespace attn::ui;
using testing::loadExampleOrDie;

using namespace filetest;

class TestImportExport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { m_fixture.initTestCase(); }
    void init()
    {
        m_fixture.init();
        m_dir = m_fixture.dir.get();
        m_window = m_fixture.window.get();
        m_document = m_fixture.document;
        m_actions = m_fixture.actions;
    }
    void cleanup() { m_fixture.cleanup(); }

    void importCsvIsOneUndoStep()
    {
        const Scenario before = m_document->scenario();
        const QString csv = m_dir->filePath(QStringLiteral("embeddings.csv"));
        writeFile(csv, "token,a,b,c\nOrange,1,2,3\nis,4,5,6\nsweet,7,8,9.5\n");
        QString error;
        QVERIFY2(m_actions.transfers->importMatrixFile(csv, ImportTarget::Embeddings, &error),
                 qPrintable(error));
        QCOMPARE(m_document->undoStack()->count(), 1);
        QCOMPARE(m_document->undoStack()->undoText(),
                 QStringLiteral("Import embeddings X from embeddings.csv"));
        const Scenario &s = m_document->scenario();
        QCOMPARE(s.tokens, (Labels{"Orange", "is", "sweet"}));
        QCOMPARE(s.embeddings.rows(), Eigen::Index(3));
        QCOMPARE(s.embeddings.cols(), Eigen::Index(3));
        QCOMPARE(s.embeddings(2, 2), 9.5);
        QCOMPARE(s.numHeads, 1); // 3 columns allow one head only
        QVERIFY(m_document->snapshot()->result.ok);

        m_document->undoStack()->undo();
        QVERIFY(m_document->scenario() == before);
        QVERIFY(!m_document->isModified());
        m_document->undoStack()->redo();
        QCOMPARE(m_document->scenario().embeddings(2, 2), 9.5);
    }

    void importQkvInDirectMode()
    {
        const QString q = m_dir->filePath(QStringLiteral("q.csv"));
        writeFile(q, "1 0\n0 1\n");
        QString error;
        QVERIFY2(m_actions.transfers->importMatrixFile(q, ImportTarget::Q, &error),
                 qPrintable(error));
        QCOMPARE(m_document->scenario().mode, Mode::Direct);
        QCOMPARE(m_document->scenario().q, (MatrixD(2, 2) << 1, 0, 0, 1).finished());
        QCOMPARE(m_document->scenario().k.cols(), Eigen::Index(2)); // d_k follows Q
        QCOMPARE(m_document->undoStack()->count(), 1);
        QVERIFY(m_document->snapshot()->result.ok);
    }

    void importBadFileChangesNothing()
    {
        const Scenario before = m_document->scenario();
        const QString csv = m_dir->filePath(QStringLiteral("bad.csv"));
        writeFile(csv, "1,2\n3,x\n");
        QString error;
        QVERIFY(!m_actions.transfers->importMatrixFile(csv, ImportTarget::Embeddings, &error));
        QCOMPARE(error, csv + QStringLiteral(": line 2, column 2: \"x\" is not a number"));
        QVERIFY(m_document->scenario() == before);
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    void importDialogPreview()
    {
        const QString csv = m_dir->filePath(QStringLiteral("k.csv"));
        writeFile(csv, "a,b\n1,2\n3,4\n5,6\n");
        ImportDialog dialog(m_document->scenario(), csv);
        QVERIFY(dialog.isLoaded());
        QCOMPARE(dialog.target(), ImportTarget::K); // from the file's name
        QVERIFY(dialog.plan().error.isEmpty());
        auto *table = dialog.findChild<QTableWidget *>();
        QVERIFY(table);
        QAbstractItemModelTester tester(table->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->horizontalHeaderItem(1)->text(), QStringLiteral("b"));
        QCOMPARE(table->item(2, 1)->text(), QStringLiteral("6"));
        QCOMPARE(dialog.commandText(), QStringLiteral("Import keys K from k.csv"));

        const QString bad = m_dir->filePath(QStringLiteral("bad.npy"));
        writeFile(bad, "\x93NUMPY\x01\x00\x10\x00{'descr': '<i8'}");
        ImportDialog badDialog(m_document->scenario(), bad);
        QVERIFY(!badDialog.isLoaded());
        QVERIFY2(badDialog.loadError().startsWith(bad + QStringLiteral(": ")),
                 qPrintable(badDialog.loadError()));
        const auto buttons = badDialog.findChildren<QPushButton *>();
        for (QPushButton *button : buttons)
            if (button->text() == QStringLiteral("&Import"))
                QVERIFY(!button->isEnabled());
    }

    void exportMatricesAsCsv()
    {
        m_document->reset(richScenario(), QString());
        const QString folder = m_dir->filePath(QStringLiteral("matrices"));
        QString error;
        QVERIFY2(m_actions.transfers->exportMatrices(folder, &error), qPrintable(error));
        const QStringList files = QDir(folder).entryList(QDir::Files);
        for (const char *name :
             {"embeddings.csv", "wq.csv", "bo.csv", "allowed.csv", "head1-weights.csv",
              "head2-scores.csv", "concat.csv", "output.csv"})
            QVERIFY2(files.contains(QLatin1String(name)), name);
        QCOMPARE(int(files.size()), 1 + 5 + 1 + 2 * 7 + 2);

        // Read back with the importer: the numbers of the engine, to float precision.
        const AttentionResult &r = m_document->snapshot()->result;
        ImportedMatrix weights;
        QVERIFY2(loadMatrixFile(QDir(folder).filePath(QStringLiteral("head2-weights.csv")), weights,
                                &error),
                 qPrintable(error));
        QCOMPARE(weights.values.rows(), Eigen::Index(r.heads[1].weights.rows()));
        for (Eigen::Index i = 0; i < weights.values.size(); ++i)
            QCOMPARE(float(weights.values.data()[i]), r.heads[1].weights.data()[i]); // exact
        ImportedMatrix allowed;
        QVERIFY(
            loadMatrixFile(QDir(folder).filePath(QStringLiteral("allowed.csv")), allowed, &error));
        QCOMPARE(allowed.values(0, 1), 0.0); // causal
        QCOMPARE(allowed.values(1, 0), 1.0);
    }

    void exportResultJson()
    {
        const QString path = m_dir->filePath(QStringLiteral("out.json"));
        QString error;
        QVERIFY2(m_actions.transfers->exportResult(path, &error), qPrintable(error));
        QCOMPARE(readAll(path),
                 resultToJson(m_document->snapshot()->result, m_document->scenario().mode));
    }

    void copyMatrixAsText()
    {
        const std::vector<NamedMatrix> matrices = headMatrices(m_document->snapshot(), 0);
        QVERIFY(!matrices.empty());
        const auto weights = std::find_if(matrices.begin(), matrices.end(), [](const auto &m) {
            return m.fileStem == QLatin1String("head1-weights");
        });
        QVERIFY(weights != matrices.end());
        m_actions.transfers->copyMatrix(*weights);
        const QString text = QApplication::clipboard()->text();
        const Matrix &w = m_document->snapshot()->result.heads[0].weights;
        QCOMPARE(int(text.count(QLatin1Char('\n'))), int(w.rows()));
        QCOMPARE(int(text.section(QLatin1Char('\n'), 0, 0).count(QLatin1Char('\t'))),
                 int(w.cols()) - 1);
        ImportedMatrix back;
        QString error;
        QVERIFY2(parseCsvMatrix(text.toUtf8(), back, &error), qPrintable(error));
        QCOMPARE(float(back.values(0, 0)), w(0, 0));
    }

    void copyImageOffersPngAndSvg()
    {
        QString error;
        if (!m_actions.transfers->copyImage(ExportView::Weights, &error))
            QFAIL(qPrintable(error));
        const QMimeData *mime = QApplication::clipboard()->mimeData();
        QVERIFY(mime);
        QVERIFY(mime->hasFormat(QStringLiteral("image/png")));
        QVERIFY(mime->hasFormat(QStringLiteral("image/svg+xml")));
        QVERIFY(mime->data(QStringLiteral("image/png")).startsWith("\x89PNG"));
        QVERIFY(mime->data(QStringLiteral("image/svg+xml")).contains("<svg"));
    }

    void exportPictureWritesFile()
    {
        const QString path = m_dir->filePath(QStringLiteral("weights.png"));
        QString error;
        QVERIFY2(m_actions.transfers->exportPicture(ExportView::Weights, path, 2, &error),
                 qPrintable(error));
        QVERIFY(readAll(path).startsWith("\x89PNG"));
        const QString nowhere = m_dir->filePath(QStringLiteral("missing/dir/weights.svg"));
        QVERIFY(!m_actions.transfers->exportPicture(ExportView::Weights, nowhere, 1, &error));
        QVERIFY2(error.startsWith(nowhere), qPrintable(error));
        QVERIFY(!QFile::exists(nowhere));
    }

private:
    FileWindow m_fixture;
    QTemporaryDir *m_dir = nullptr;
    MainWindow *m_window = nullptr;
    Document *m_document = nullptr;
    FileActions m_actions;
};

QTEST_MAIN(TestImportExport)
#include "tst_importexport.moc"
