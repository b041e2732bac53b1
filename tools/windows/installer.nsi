; The Windows installer: dist/tabletop-setup.exe (tools/windows/build.py runs Debian's makensis).
;   makensis -DVERSION=0.1.0 -DSOURCE=dist/windows/tabletop -DOUTFILE=dist/tabletop-setup.exe -DICON=assets/icon/tabletop.ico -DLICENSE=build/windows/LICENSE.txt installer.nsi
; Per user (no administrator): the program goes to %LOCALAPPDATA%\Programs\Tabletop, a Start-menu
; entry and an uninstaller are made (Apps & features shows its size: EstimatedSize, in KB), and
; the uninstaller leaves the saves and settings (in the user data folder, %LOCALAPPDATA%\tabletop)
; alone unless the player ticks the box that removes them and says Yes to the question that
; follows; its finish page says where the kept ones are. `tabletop-setup.exe /S` installs
; silently (`/D=FOLDER` chooses the folder); `uninstall.exe /S` uninstalls silently and keeps
; the data, `uninstall.exe /S /REMOVEDATA` deletes it too. The licence page shows the MIT
; licence; licenses\ holds the texts of all that is bundled (tools/licenses.py).
; 64-bit only: without "Target amd64-unicode" makensis makes a 32-bit installer, which a 64-bit
; Windows runs but a 64-bit-only Wine cannot.

Unicode true
Target amd64-unicode
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!include "MUI2.nsh"
!include "LogicLib.nsh"
!include "FileFunc.nsh"
!include "Sections.nsh"

!define APP "Tabletop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Tabletop"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
BrandingText "${APP} ${VERSION}"
ShowUninstDetails show   ; the uninstaller's details end on where the kept saves are

VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=1033 "ProductName" "${APP}"
VIAddVersionKey /LANG=1033 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "MIT licence"

Var DataNote      ; the uninstaller's finish page: where the saves are, or that they were deleted
Var RemoveData    ; 1 when `uninstall.exe /S /REMOVEDATA` asked for the data to go too

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_FINISHPAGE_RUN "$INSTDIR\tabletop.exe"
; the MIT licence first (the texts of everything bundled are installed in licenses\)
!insertmacro MUI_PAGE_LICENSE "${LICENSE}"   ; LICENSE unwrapped (build.py): the box wraps it
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
; before the mouse is on a part, the description box says where the saves are (it said only
; "Position your mouse over a component to see its description")
!define MUI_COMPONENTSPAGE_TEXT_DESCRIPTION_INFO "$(DescInfo)"
!insertmacro MUI_UNPAGE_COMPONENTS
!define MUI_UNFINISHPAGE_NOAUTOCLOSE   ; the details say where the kept saves are
!insertmacro MUI_UNPAGE_INSTFILES
!define MUI_FINISHPAGE_TEXT "$DataNote"
!insertmacro MUI_UNPAGE_FINISH
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Japanese"

; The player's words, in each language the installer speaks (MUI picks the one of Windows)
LangString SecProgramName ${LANG_ENGLISH} "Tabletop"
LangString SecProgramName ${LANG_JAPANESE} "Tabletop（プログラム）"
LangString SecSavesName ${LANG_ENGLISH} "Saves and settings"
LangString SecSavesName ${LANG_JAPANESE} "セーブと設定"
LangString DescProgram ${LANG_ENGLISH} "The program in $INSTDIR, its Start-menu entry and uninstaller. Always removed."
LangString DescProgram ${LANG_JAPANESE} "$INSTDIR のプログラム、スタートメニューの項目、アンインストーラー。必ず削除されます。"
LangString DescSaves ${LANG_ENGLISH} "Also delete %LOCALAPPDATA%\tabletop: saves, autosaves, high scores, settings, My online tables and server\ (the tables this PC hosts for friends). Unticked, all are kept."
LangString DescSaves ${LANG_JAPANESE} "%LOCALAPPDATA%\tabletop も削除：セーブ、オートセーブ、ハイスコア、設定、参加中のテーブル、server\（この PC が友だちに開いているテーブル）。チェックしなければ残ります。"
LangString DescInfo ${LANG_ENGLISH} "Your saves and settings are in %LOCALAPPDATA%\tabletop; they are kept unless you tick them."
LangString DescInfo ${LANG_JAPANESE} "セーブと設定は %LOCALAPPDATA%\tabletop にあります。チェックしなければ残ります。"
LangString ConfirmSaves ${LANG_ENGLISH} "Delete your saves and settings?$\r$\n$\r$\n$LOCALAPPDATA\tabletop will be deleted with everything in it: your saves and autosaves, high scores, settings, My online tables and server\ (the tables this PC hosts for friends: they end for everyone).$\r$\n$\r$\nThis cannot be undone. Choose No to keep them."
LangString ConfirmSaves ${LANG_JAPANESE} "セーブと設定を削除しますか？$\r$\n$\r$\n$LOCALAPPDATA\tabletop とその中身がすべて削除されます：セーブとオートセーブ、ハイスコア、設定、参加中のテーブル、server\（この PC が友だちのために開いているテーブル。全員にとって終わります）。$\r$\n$\r$\n元に戻せません。残すには「いいえ」を選んでください。"
LangString SavesKept ${LANG_ENGLISH} "Your saves and settings were kept in $LOCALAPPDATA\tabletop. Tabletop finds them again if you install it again; delete that folder to remove them."
LangString SavesKept ${LANG_JAPANESE} "セーブと設定は $LOCALAPPDATA\tabletop に残しました。もう一度インストールすると、そのまま使えます。消すにはそのフォルダーを削除してください。"
LangString SavesKeptDetail ${LANG_ENGLISH} "Kept your saves and settings: $LOCALAPPDATA\tabletop"
LangString SavesKeptDetail ${LANG_JAPANESE} "セーブと設定を残しました：$LOCALAPPDATA\tabletop"
LangString SavesDeleted ${LANG_ENGLISH} "Your saves and settings ($LOCALAPPDATA\tabletop) were deleted."
LangString SavesDeleted ${LANG_JAPANESE} "セーブと設定（$LOCALAPPDATA\tabletop）を削除しました。"
LangString UnDone ${LANG_ENGLISH} "Tabletop has been removed from this computer."
LangString UnDone ${LANG_JAPANESE} "Tabletop をこのコンピューターから削除しました。"

Section "$(SecProgramName)" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  RMDir /r "$INSTDIR\_internal"   ; an older version's libraries, replaced whole
  RMDir /r "$INSTDIR\licenses"
  File /r "${SOURCE}\*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateDirectory "$SMPROGRAMS\${APP}"
  CreateShortcut "$SMPROGRAMS\${APP}\${APP}.lnk" "$INSTDIR\tabletop.exe"
  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\tabletop.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ; the size Apps & features shows, in KB, of what was installed
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" $0
SectionEnd

Section "un.$(SecProgramName)" UnProgram
  SectionIn RO
  Delete "$SMPROGRAMS\${APP}\${APP}.lnk"
  RMDir "$SMPROGRAMS\${APP}"
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\tabletop.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP}"
  StrCpy $DataNote "$(UnDone)$\r$\n$\r$\n$(SavesKept)"
SectionEnd

; unticked by default: saves, settings and online tables are the player's, kept unless asked;
; ticked, a message box asks first (a silent uninstall answers No, so /S alone keeps them;
; `uninstall.exe /S /REMOVEDATA` is the way to ask for them to go without a question)
Section /o "un.$(SecSavesName)" UnSaves
  ${If} $RemoveData != 1
    MessageBox MB_YESNO|MB_ICONEXCLAMATION|MB_DEFBUTTON2 "$(ConfirmSaves)" /SD IDNO IDYES delete
    DetailPrint "$(SavesKeptDetail)"
    Return
  ${EndIf}
  delete:
  RMDir /r "$LOCALAPPDATA\tabletop"
  StrCpy $DataNote "$(UnDone)$\r$\n$\r$\n$(SavesDeleted)"
  DetailPrint "$(SavesDeleted)"
SectionEnd

; the last section: the details list ends on where the saves are when they were kept
Section "-un.where the saves are"
  ${IfNot} ${SectionIsSelected} ${UnSaves}
    DetailPrint "$(SavesKeptDetail)"
  ${EndIf}
SectionEnd

Function un.onInit
  StrCpy $RemoveData 0
  ${GetParameters} $0
  ClearErrors
  ${GetOptions} $0 "/REMOVEDATA" $1
  ${IfNot} ${Errors}
    StrCpy $RemoveData 1
    !insertmacro SelectSection ${UnSaves}
  ${EndIf}
FunctionEnd

!insertmacro MUI_UNFUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${UnProgram} "$(DescProgram)"
  !insertmacro MUI_DESCRIPTION_TEXT ${UnSaves} "$(DescSaves)"
!insertmacro MUI_UNFUNCTION_DESCRIPTION_END
