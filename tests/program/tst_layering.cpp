// The house's doors: every #include "..." in core/, ui/ and app/ must point to a folder the
// including folder may use. What a ui folder may use is its library's link line in
// ui/<folder>/CMakeLists.txt (and what those link, transitively); core links Eigen and
// Qt6::Core only and includes nothing of ui or app. The build already refuses most wrong
// includes (a header of a folder not linked is not on the include path); this test names
// the file and line, and also catches a wrong include that a same-named header would hide.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

const QString sourceDir = QStringLiteral(ATTENTION_LAB_SOURCE_DIR);

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return QString();
    return QString::fromUtf8(file.readAll());
}

/// The folder a source belongs to, as the layering sees it: "core", "app" or "ui/<folder>".
QString layerOf(const QString &relativePath)
{
    const QStringList parts = relativePath.split(QLatin1Char('/'));
    if (parts.first() == QLatin1String("ui") && parts.size() > 2)
        return QStringLiteral("ui/") + parts.at(1);
    return parts.first();
}

/// Every source file under core/, ui/ and app/, relative to the source tree.
QStringList projectSources()
{
    QStringList files;
    for (const char *top : {"core", "ui", "app"}) {
        QDirIterator it(sourceDir + QLatin1Char('/') + QLatin1String(top),
                        {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(sourceDir).relativeFilePath(it.next());
    }
    files.sort();
    return files;
}

/// The ui libraries each ui library links directly, read from its link line.
QHash<QString, QSet<QString>> uiLinkLines(QString *error)
{
    QHash<QString, QSet<QString>> links;
    const QDir ui(sourceDir + QStringLiteral("/ui"));
    const QStringList folders = ui.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    static const QRegularExpression linkLine(
        QStringLiteral(R"(target_link_libraries\(\s*ui_(\w+)\s+PUBLIC\s+([^)]*)\))"));
    for (const QString &folder : folders) {
        const QString cmake = readText(ui.filePath(folder + QStringLiteral("/CMakeLists.txt")));
        const QRegularExpressionMatch match = linkLine.match(cmake);
        if (!match.hasMatch() || match.captured(1) != folder) {
            *error = QStringLiteral("ui/%1/CMakeLists.txt: no link line for ui_%1").arg(folder);
            return {};
        }
        QSet<QString> deps;
        const QStringList words = match.captured(2).split(
            QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        for (const QString &word : words)
            if (word.startsWith(QLatin1String("ui_")))
                deps.insert(QStringLiteral("ui/") + word.mid(3));
        links.insert(QStringLiteral("ui/") + folder, deps);
    }
    return links;
}

/// What `layer` may include: itself, what it links (transitively), and core.
QSet<QString> allowedFor(const QString &layer, const QHash<QString, QSet<QString>> &links)
{
    if (layer == QLatin1String("core"))
        return {QStringLiteral("core")};
    QSet<QString> allowed{layer, QStringLiteral("core")};
    if (layer == QLatin1String("app")) {
        for (auto it = links.cbegin(); it != links.cend(); ++it)
            allowed.insert(it.key()); // app links `ui`, the whole GUI
        return allowed;
    }
    QStringList todo(links.value(layer).cbegin(), links.value(layer).cend());
    while (!todo.isEmpty()) {
        const QString next = todo.takeLast();
        if (allowed.contains(next))
            continue;
        allowed.insert(next);
        for (const QString &dep : links.value(next))
            todo << dep;
    }
    return allowed;
}

struct Violation
{
    QString where;
    QString include;
};

/// The text of every project source, by its path relative to the source tree.
QHash<QString, QString> projectTexts()
{
    QHash<QString, QString> texts;
    const QStringList files = projectSources();
    for (const QString &file : files)
        texts.insert(file, readText(sourceDir + QLatin1Char('/') + file));
    return texts;
}

/// Every include of `texts` (path -> text) that leaves its allowed folders.
QList<Violation> violations(const QHash<QString, QString> &texts,
                            const QHash<QString, QSet<QString>> &links)
{
    QStringList files = texts.keys();
    files.sort();
    QHash<QString, QString> layerOfHeader; // file name -> layer
    for (const QString &file : files)
        layerOfHeader.insert(file.section(QLatin1Char('/'), -1), layerOf(file));
    static const QRegularExpression include(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                            QRegularExpression::MultilineOption);
    QList<Violation> found;
    for (const QString &file : files) {
        const QString layer = layerOf(file);
        const QSet<QString> allowed = allowedFor(layer, links);
        const QString text = texts.value(file);
        QRegularExpressionMatchIterator it = include.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch match = it.next();
            const QString name = match.captured(1).section(QLatin1Char('/'), -1);
            if (name.endsWith(QLatin1String(".moc")) || name.startsWith(QLatin1String("moc_")))
                continue;
            const auto target = layerOfHeader.constFind(name);
            const int line = int(text.left(match.capturedStart()).count(QLatin1Char('\n'))) + 1;
            if (target == layerOfHeader.constEnd()) {
                found.append({file + QLatin1Char(':') + QString::number(line),
                              match.captured(1) + QStringLiteral(" (not a project header)")});
            } else if (!allowed.contains(*target)) {
                found.append({file + QLatin1Char(':') + QString::number(line),
                              match.captured(1) + QStringLiteral(" (in ") + *target
                                  + QStringLiteral(", which ") + layer
                                  + QStringLiteral(" does not link)")});
            }
        }
    }
    return found;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private slots:
    void coreLinksEigenAndQtCoreOnly();
    void uiFoldersFormOneDirection();
    void everyIncludeGoesThroughADoor();
    void aWrongIncludeIsFound();
    void headerNamesAreUnique();
};

void TestLayering::coreLinksEigenAndQtCoreOnly()
{
    const QString cmake = readText(sourceDir + QStringLiteral("/core/CMakeLists.txt"));
    static const QRegularExpression linkLine(
        QStringLiteral(R"(target_link_libraries\(\s*core\s+PUBLIC\s+([^)]*)\))"));
    const QRegularExpressionMatch match = linkLine.match(cmake);
    QVERIFY(match.hasMatch());
    const QStringList words = match.captured(1).simplified().split(QLatin1Char(' '));
    QCOMPARE(words, (QStringList{QStringLiteral("Eigen3::Eigen"), QStringLiteral("Qt6::Core")}));
}

void TestLayering::uiFoldersFormOneDirection()
{
    QString error;
    const QHash<QString, QSet<QString>> links = uiLinkLines(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(links.size() >= 8);
    // No folder reaches itself through its dependencies.
    for (auto it = links.cbegin(); it != links.cend(); ++it) {
        for (const QString &dep : it.value()) {
            QVERIFY2(links.contains(dep),
                     qPrintable(it.key() + QStringLiteral(" links unknown ") + dep));
            QVERIFY2(!allowedFor(dep, links).contains(it.key()),
                     qPrintable(QStringLiteral("cycle: %1 <-> %2").arg(it.key(), dep)));
        }
    }
    // The direction DESIGN.md draws: the shell on top, text at the bottom.
    QVERIFY(allowedFor(QStringLiteral("ui/shell"), links).contains(QStringLiteral("ui/text")));
    QVERIFY(!allowedFor(QStringLiteral("ui/paint"), links).contains(QStringLiteral("ui/views")));
    QVERIFY(!allowedFor(QStringLiteral("ui/document"), links).contains(QStringLiteral("ui/views")));
    QVERIFY(!allowedFor(QStringLiteral("ui/views"), links).contains(QStringLiteral("ui/shell")));
    // Accessibility sits below the views: it reads them through an interface it defines.
    QVERIFY(allowedFor(QStringLiteral("ui/views"), links).contains(QStringLiteral("ui/access")));
    QVERIFY(!allowedFor(QStringLiteral("ui/access"), links).contains(QStringLiteral("ui/views")));
}

void TestLayering::everyIncludeGoesThroughADoor()
{
    QString error;
    const QHash<QString, QSet<QString>> links = uiLinkLines(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QHash<QString, QString> texts = projectTexts();
    QVERIFY(texts.size() > 150);
    const QList<Violation> found = violations(texts, links);
    QStringList lines;
    for (const Violation &v : found)
        lines << v.where + QStringLiteral(": ") + v.include;
    QVERIFY2(found.isEmpty(), qPrintable(lines.join(QLatin1Char('\n'))));
}

void TestLayering::aWrongIncludeIsFound()
{
    // The check itself can fail: the tree as it is, plus a painter that includes the main
    // window and core that includes the document, gives exactly those two findings.
    QString error;
    const QHash<QString, QSet<QString>> links = uiLinkLines(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QHash<QString, QString> texts = projectTexts();
    const QString painter = QStringLiteral("ui/paint/HeatmapPainter.cpp");
    const QString engine = QStringLiteral("core/engine/Attention.cpp");
    QVERIFY(texts.contains(painter) && texts.contains(engine));
    texts[painter].append(QStringLiteral("\n#include \"MainWindow.h\"\n"));
    texts[engine].prepend(QStringLiteral("#include \"Document.h\"\n"));
    const QList<Violation> found = violations(texts, links);
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).where, engine + QStringLiteral(":1"));
    QVERIFY2(found.at(0).include.contains(QLatin1String("ui/document")),
             qPrintable(found.at(0).include));
    QVERIFY(found.at(1).where.startsWith(painter + QLatin1Char(':')));
    QVERIFY2(found.at(1).include.contains(QLatin1String("ui/shell")),
             qPrintable(found.at(1).include));
}

void TestLayering::headerNamesAreUnique()
{
    // Includes name headers without their folder, so two headers of one name would make
    // the check (and a reader) unsure which is meant.
    QHash<QString, QString> seen;
    const QStringList files = projectSources();
    for (const QString &file : files) {
        if (!file.endsWith(QLatin1String(".h")))
            continue;
        const QString name = file.section(QLatin1Char('/'), -1);
        QVERIFY2(!seen.contains(name),
                 qPrintable(file + QStringLiteral(" and ") + seen.value(name)));
        seen.insert(name, file);
    }
}

QTEST_APPLESS_MAIN(TestLayering)
#include "tst_layering.moc"
