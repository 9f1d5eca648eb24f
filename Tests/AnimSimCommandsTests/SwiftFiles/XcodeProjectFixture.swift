import Foundation

/// A small Xcode project written for the tests, in the form Xcode writes `project.pbxproj`:
/// an app target `Demo` whose Sources phase lists `Demo/Views/Card.swift`, `Demo/Views/Stack.swift`
/// and `Demo/Support/Theme.swift` (a group with its own `path`, one reference placed by
/// `SOURCE_ROOT`, one `<group>` reference with a name unlike its path), while the folder holds
/// `Demo/Views/Support/Card.swift`, which no phase lists; a synchronised folder `Demo/Shapes`
/// compiled whole but for `Draft.swift` (an exception set for `Demo`), and a widget target
/// `DemoWidget` that has no folder of its own but takes `Shapes/Wedge.swift` through its own
/// exception set.
enum XcodeProjectFixture {
    static let pbxproj = #"""
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	classes = {
        	};
        	objectVersion = 77;
        	objects = {

        /* Begin PBXBuildFile section */
        		B001 /* Card.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* Card.swift */; };
        		B002 /* Stack.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* Stack.swift */; };
        		B003 /* Theme.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* Theme.swift */; };
        /* End PBXBuildFile section */

        /* Begin PBXFileReference section */
        		F001 /* Card.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Card.swift; sourceTree = "<group>"; };
        		F002 /* Stack.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = "Stack \"main\""; path = Stack.swift; sourceTree = "<group>"; };
        		F003 /* Theme.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Demo/Support/Theme.swift; sourceTree = SOURCE_ROOT; };
        		F004 /* Demo.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Demo.app; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        		E001 /* Exceptions for "Shapes" folder in "Demo" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				Draft.swift,
        			);
        			target = T001 /* Demo */;
        		};
        		E002 /* Exceptions for "Shapes" folder in "DemoWidget" target */ = {
        			isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        			membershipExceptions = (
        				"Wedge.swift",
        			);
        			target = T002 /* DemoWidget */;
        		};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        		S001 /* Shapes */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* Exceptions for "Shapes" folder in "Demo" target */, E002, ); explicitFileTypes = {}; explicitFolders = (); path = Shapes; sourceTree = "<group>"; };
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXGroup section */
        		G000 = {
        			isa = PBXGroup;
        			children = (
        				G001 /* Demo */,
        				G004 /* Products */,
        			);
        			sourceTree = "<group>";
        		};
        		G001 /* Demo */ = {
        			isa = PBXGroup;
        			children = (
        				G002 /* Views */,
        				F003 /* Theme.swift */,
        				S001 /* Shapes */,
        			);
        			path = Demo;
        			sourceTree = "<group>";
        		};
        		G002 /* Views */ = {
        			isa = PBXGroup;
        			children = (
        				F001 /* Card.swift */,
        				G003 /* Named */,
        			);
        			path = Views;
        			sourceTree = "<group>";
        		};
        		G003 /* Named */ = {
        			isa = PBXGroup;
        			children = (
        				F002 /* Stack.swift */,
        			);
        			name = Named;
        			sourceTree = "<group>";
        		};
        		G004 /* Products */ = {
        			isa = PBXGroup;
        			children = (
        				F004 /* Demo.app */,
        			);
        			name = Products;
        			sourceTree = "<group>";
        		};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        		T001 /* Demo */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        				P001 /* Sources */,
        			);
        			fileSystemSynchronizedGroups = (
        				S001 /* Shapes */,
        			);
        			name = Demo;
        			productReference = F004 /* Demo.app */;
        			productType = "com.apple.product-type.application";
        		};
        		T002 /* DemoWidget */ = {
        			isa = PBXNativeTarget;
        			buildPhases = (
        			);
        			name = DemoWidget;
        			productType = "com.apple.product-type.app-extension";
        		};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        		R001 /* Project object */ = {
        			isa = PBXProject;
        			mainGroup = G000;
        			projectDirPath = "";
        			projectRoot = "";
        			targets = (
        				T001 /* Demo */,
        				T002 /* DemoWidget */,
        			);
        		};
        /* End PBXProject section */

        /* Begin PBXSourcesBuildPhase section */
        		P001 /* Sources */ = {
        			isa = PBXSourcesBuildPhase;
        			buildActionMask = 2147483647;
        			files = (
        				B001 /* Card.swift in Sources */,
        				B002 /* Stack.swift in Sources */,
        				B003 /* Theme.swift in Sources */,
        			);
        			runOnlyForDeploymentPostprocessing = 0;
        		};
        /* End PBXSourcesBuildPhase section */
        	};
        	rootObject = R001 /* Project object */;
        }
        """#

    /// Writes `files` (path → text) and `Demo.xcodeproj/project.pbxproj` (unless `project` is
    /// false) under a new folder, and returns it.
    static func write(_ files: [String: String], project: Bool = true) throws -> URL {
        let root = try AnimSimBinary.temporaryDirectory()
        var all = files
        if project { all["Demo.xcodeproj/project.pbxproj"] = pbxproj }
        for (name, text) in all {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
