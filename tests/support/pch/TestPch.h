// The headers nearly every test parses: compiled once per kind of test by the two hosts in
// tests/CMakeLists.txt (the tests of core, the tests of the GUI) and reused by each test
// (target_precompile_headers REUSE_FROM). No test includes this file by hand: each still
// includes what it uses, so it also compiles without the precompiled header.
#include <Eigen/Dense>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#ifdef QT_WIDGETS_LIB
#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QPainter>
#include <QWidget>
#endif

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>
